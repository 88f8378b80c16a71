import { type IndexNowResult, IndexNowResultSchema } from '@shared/schemas/indexnow';

/** POSTs to an operator endpoint; the API's `{ error }` sentence becomes the thrown message. */
export async function postIndexNow(path: string, body: unknown, token: string): Promise<IndexNowResult> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-operator-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (json as { error?: unknown } | null)?.error;
    throw new Error(typeof message === 'string' ? message : `${res.status}: ${res.statusText}`);
  }
  return IndexNowResultSchema.parse(json);
}
