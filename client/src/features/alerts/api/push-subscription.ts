import type { PushSubscriptionInput } from '@shared/schemas/alerts';

/**
 * This browser's push subscription for price alerts (issue 20). The browser's permission is
 * asked only from `subscribe`, which the alert form calls from the visitor's click.
 */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** Why a subscription could not be made, in terms the form words for the visitor. */
export class PushSubscribeError extends Error {
  constructor(readonly reason: 'unsupported' | 'denied' | 'failed') {
    super(reason);
  }
}

async function registration(): Promise<ServiceWorkerRegistration> {
  // The site's offline worker also shows the notifications; registering again is harmless.
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** The subscription this browser already has, without asking for anything. */
export async function currentSubscription(): Promise<PushSubscriptionInput | null> {
  if (pushSupport() === 'unsupported') return null;
  const found = await (await navigator.serviceWorker.getRegistration('/'))?.pushManager.getSubscription();
  return found ? toInput(found) : null;
}

/** Asks for permission (from a click) and subscribes with the site's VAPID key. */
export async function subscribe(): Promise<PushSubscriptionInput> {
  if (pushSupport() === 'unsupported') throw new PushSubscribeError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSubscribeError('denied');
  try {
    const res = await fetch('/api/alerts/vapid-public-key');
    const { publicKey } = (await res.json()) as { publicKey: string };
    const reg = await registration();
    const existing = await reg.pushManager.getSubscription();
    const subscription = existing ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    return toInput(subscription);
  } catch {
    throw new PushSubscribeError('failed');
  }
}
