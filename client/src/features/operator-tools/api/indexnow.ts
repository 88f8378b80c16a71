import { type IndexNowResult, IndexNowResultSchema } from '@shared/schemas/indexnow-result';
import { fetchOperatorJson } from './operator-fetch';

/** POSTs to an operator endpoint; the API's `{ error }` sentence becomes the thrown message. */
export async function postIndexNow(path: string, body: unknown, token: string): Promise<IndexNowResult> {
  const json = await fetchOperatorJson(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-operator-token': token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    // No sentence: the HTTP status and its reason phrase, words of no language of ours.
    (res, sentence) => sentence ?? `${res.status}: ${res.statusText}`,
  );
  return IndexNowResultSchema.parse(json);
}
