import { IndexNowResultSchema } from '@shared/schemas/indexnow-result';
import { apiRequest } from '@/lib/api-client';

/**
 * POSTs to an operator endpoint (a write: submit, submit-multiple, submit-btc-fixed-amounts). A
 * refusal carries the API's `{ error }` sentence, else the status line (words of no language of
 * ours).
 */
export function postIndexNow(path: string, body: unknown, token: string) {
  return apiRequest(path, {
    method: 'POST',
    body,
    headers: token ? { 'x-operator-token': token } : undefined,
    schema: IndexNowResultSchema,
  });
}
