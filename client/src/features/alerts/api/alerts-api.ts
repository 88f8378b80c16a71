import type { Locale } from '@shared/i18n/locales';
import { type Alert, AlertListSchema, type AlertRule, AlertSchema, type PushSubscriptionInput } from '@shared/schemas/alerts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { currentSubscription, pushSupport } from './push-subscription';

const VapidKeySchema = z.object({ publicKey: z.string() });
const CreatedSchema = z.object({ alert: AlertSchema });

/** GET /api/alerts/vapid-public-key: the key this site's pushes are signed with (it does not change). */
export const vapidKeyQuery = queryOptions({
  queryKey: ['/api/alerts/vapid-public-key'],
  queryFn: async () => (await apiRequest('/api/alerts/vapid-public-key', { schema: VapidKeySchema })).publicKey,
  staleTime: Number.POSITIVE_INFINITY,
  // Asked from a click: try at once (and say so if it fails), never wait for the browser's "online".
  networkMode: 'always',
});

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
    const { alerts } = await apiRequest('/api/alerts/list', { method: 'POST', body: proof(subscription), schema: AlertListSchema });
    return { kind: 'ready', subscription, alerts };
  },
  staleTime: 0,
  gcTime: 0,
  networkMode: 'always',
});

/** POST /api/alerts: the new alert; a refusal carries the server's plain-words reason. */
export async function createAlert(subscription: PushSubscriptionInput, rule: AlertRule, locale: Locale): Promise<Alert> {
  return (await apiRequest('/api/alerts', { method: 'POST', body: { subscription, rule, locale }, schema: CreatedSchema })).alert;
}

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
