import { msg } from '@lingui/core/macro';
import type { PushSubscriptionInput } from '@shared/schemas/alerts';
import { ExplainedError } from '@/lib/api-error';

/**
 * This browser's push subscription for price alerts (decision 020). The browser's permission is
 * asked only from `subscribe`, which the alert form calls from the visitor's click.
 */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

// Why a subscription could not be made, in the visitor's terms.
const UNSUPPORTED = msg`This browser cannot receive notifications from websites. On an iPhone or iPad, add this site to your Home Screen first.`;
const DENIED = msg`Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.`;
const FAILED = msg`Your browser could not set up notifications. Please try again later.`;

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

/**
 * Asks for permission (from a click) and subscribes with the site's VAPID key, asked for once
 * permission is granted. Throws an ExplainedError saying why it could not.
 */
export async function subscribe(vapidKey: () => Promise<string>): Promise<PushSubscriptionInput> {
  if (pushSupport() === 'unsupported') throw new ExplainedError(UNSUPPORTED);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new ExplainedError(DENIED);
  try {
    const publicKey = await vapidKey();
    const reg = await registration();
    const existing = await reg.pushManager.getSubscription();
    const subscription =
      existing ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    return toInput(subscription);
  } catch (cause) {
    throw new ExplainedError(FAILED, undefined, { cause });
  }
}
