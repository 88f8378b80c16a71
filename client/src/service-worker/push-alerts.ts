/**
 * Price alerts in the service worker (decision 020): a push shows its notification; a click on it
 * opens (or focuses) the pair page it names. Written against small interfaces so the tests can
 * drive it without a browser.
 */

/** What the server sends (shared/schemas/alerts.ts AlertNotification), checked by hand: no zod in the worker. */
export type AlertPush = { kind: 'price-alert'; alertId: string; title: string; body: string; url: string };

export function readAlertPush(data: unknown): AlertPush | null {
  if (typeof data !== 'object' || data === null) return null;
  const push = data as Record<string, unknown>;
  const text = (key: string, max: number) => typeof push[key] === 'string' && (push[key] as string).length <= max;
  if (push.kind !== 'price-alert' || !text('alertId', 64) || !text('title', 200) || !text('body', 500) || !text('url', 300)) return null;
  // Only a path on this site: a notification never opens another origin.
  if (!(push.url as string).startsWith('/') || (push.url as string).startsWith('//')) return null;
  return push as AlertPush;
}

type Registration = { showNotification: (title: string, options: NotificationOptions) => Promise<void> };

/** Shows the alert; anything unreadable still shows a notification (browsers penalise silent pushes). */
export async function showAlert(registration: Registration, json: () => unknown): Promise<void> {
  let push: AlertPush | null = null;
  try {
    push = readAlertPush(json());
  } catch {
    push = null;
  }
  if (!push) {
    await registration.showNotification('CryptoCalc', { body: 'A price alert arrived but could not be read.', tag: 'price-alert' });
    return;
  }
  await registration.showNotification(push.title, {
    body: push.body,
    tag: `price-alert-${push.alertId}`,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: push.url },
  });
}

type WindowClientLike = { url: string; focus: () => Promise<unknown>; navigate?: (url: string) => Promise<unknown> };
type Clients = {
  matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<readonly WindowClientLike[]>;
  openWindow: (url: string) => Promise<unknown>;
};

/** Opens the pair page: an open tab of this site already on it is focused, else a new one. */
export async function openAlertPage(clients: Clients, origin: string, data: unknown): Promise<void> {
  const path = typeof (data as { url?: unknown } | null)?.url === 'string' ? (data as { url: string }).url : '/';
  const url = new URL(path.startsWith('/') && !path.startsWith('//') ? path : '/', origin).href;
  const open = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = open.find((client) => client.url === url);
  if (same) {
    await same.focus();
    return;
  }
  await clients.openWindow(url);
}
