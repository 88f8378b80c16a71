import { type IndexNowResult, IndexNowResultSchema } from '@shared/schemas/indexnow-result';
import { fetchJsonExplained } from '@/lib/api-client';

/** POSTs to an operator endpoint; the API's `{ error }` sentence becomes the thrown message. */
export async function postIndexNow(path: string, body: unknown, token: string): Promise<IndexNowResult> {
  const json = await fetchJsonExplained(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-operator-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return IndexNowResultSchema.parse(json);
}
