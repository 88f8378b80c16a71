import type { Alert, PushSubscriptionInput } from '@shared/schemas/alerts';
import { isAlertList } from '@shared/schemas/guards';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, guarded } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { currentSubscription, pushSupport } from './push-subscription';

// The /alerts page's calls, read as it opens: checked by a guard (shared/schemas/guards.ts), not a
// schema library, so the page's first load stays small (decision 007). Creating an alert, with
// its schemas, is alerts-api.ts, loaded with the form.

export type BrowserAlerts =
  | { kind: 'none'; reason: 'unsupported' | 'no-subscription' }
  | { kind: 'ready'; subscription: PushSubscriptionInput; alerts: Alert[] };

/**
 * This browser's alerts: POST /api/alerts/list with its subscription's endpoint and secret in the
 * body, never the address. Nothing is asked without push support or a subscription. Read anew
 * each time the list is shown (alerts are sent and set elsewhere meanwhile).
 */
export const browserAlertsQuery = queryOptions({
  queryKey: ['/api/alerts/list'],
  queryFn: async (): Promise<BrowserAlerts> => {
    if (pushSupport() === 'unsupported') return { kind: 'none', reason: 'unsupported' };
    const subscription = await currentSubscription();
    if (!subscription) return { kind: 'none', reason: 'no-subscription' };
    const { alerts } = await apiRequest('/api/alerts/list', { method: 'POST', body: proof(subscription), schema: guarded(isAlertList) });
    return { kind: 'ready', subscription, alerts };
  },
  staleTime: 0,
  gcTime: 0,
  networkMode: 'always',
});

/** DELETE /api/alerts/{id}. Already gone (sent, or deleted elsewhere) is what the visitor wanted. */
export async function deleteAlert(subscription: PushSubscriptionInput, id: string): Promise<void> {
  try {
    await apiRequest(`/api/alerts/${encodeURIComponent(id)}`, { method: 'DELETE', body: proof(subscription) });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** What proves the subscription is this browser's. */
const proof = (subscription: PushSubscriptionInput) => ({ endpoint: subscription.endpoint, auth: subscription.keys.auth });
