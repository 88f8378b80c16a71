import { type Alert, AlertListSchema, type AlertRule, type PushSubscriptionInput } from '@shared/schemas/alerts';
import type { Locale } from '@shared/i18n/locales';
import { fetchJsonExplained } from '@/lib/api-client';

/** POST /api/alerts: the new alert, or an Error with the server's plain-words reason. */
export async function createAlert(subscription: PushSubscriptionInput, rule: AlertRule, locale: Locale): Promise<Alert> {
  const body = (await fetchJsonExplained('/api/alerts', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ subscription, rule, locale }),
  })) as { alert: Alert };
  return body.alert;
}

/** This browser's alerts (the endpoint and secret travel in the body, never the address). */
export async function listAlerts(subscription: PushSubscriptionInput): Promise<Alert[]> {
  const body = await fetchJsonExplained('/api/alerts/list', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint, auth: subscription.keys.auth }),
  });
  return AlertListSchema.parse(body).alerts;
}

export async function deleteAlert(subscription: PushSubscriptionInput, id: string): Promise<void> {
  const res = await fetch(`/api/alerts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint, auth: subscription.keys.auth }),
  });
  // Already gone (sent, or deleted elsewhere) is what the visitor wanted.
  if (!res.ok && res.status !== 404) throw new Error(`${res.status}`);
}
