import type { Locale } from '@shared/i18n/locales';
import { type Alert, type AlertRule, AlertSchema, type PushSubscriptionInput } from '@shared/schemas/alerts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

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

/** POST /api/alerts: the new alert; a refusal carries the server's plain-words reason. */
export async function createAlert(subscription: PushSubscriptionInput, rule: AlertRule, locale: Locale): Promise<Alert> {
  return (await apiRequest('/api/alerts', { method: 'POST', body: { subscription, rule, locale }, schema: CreatedSchema })).alert;
}
