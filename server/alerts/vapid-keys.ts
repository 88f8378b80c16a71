import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { RatesStore } from '../store/rates-store';

/** The application server's VAPID identity (RFC 8292): base64url keys as web-push uses them. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export type LoadVapidKeysOptions = {
  /** VAPID_PUBLIC_KEY: the uncompressed P-256 point (65 bytes), base64url. */
  publicKey?: string | undefined;
  /** VAPID_PRIVATE_KEY: the P-256 scalar (32 bytes), base64url. */
  privateKey?: string | undefined;
  /** VAPID_SUBJECT: a mailto: or https: URL push services can use to reach the operator. */
  subject: string;
  store: Pick<RatesStore, 'loadSetting' | 'saveSetting'>;
};

export const VAPID_KEYS_SETTING = 'vapid-keys';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The key pair from the environment when given, else the one saved in the store, else a new one
 * that is saved. Keeping the pair matters: every browser subscription is bound to the public key
 * it was made with, so a new pair silently orphans all of them. That is also why a stored pair
 * that is unreadable is an error rather than a reason to generate another.
 */
export function loadVapidKeys(options: LoadVapidKeysOptions): VapidKeys {
  const subject = checkSubject(options.subject);
  const publicKey = options.publicKey?.trim() || undefined;
  const privateKey = options.privateKey?.trim() || undefined;
  if (publicKey || privateKey) {
    if (!publicKey) throw new Error('VAPID_PRIVATE_KEY is set but VAPID_PUBLIC_KEY is not: set both, or neither to use a generated pair.');
    if (!privateKey) throw new Error('VAPID_PUBLIC_KEY is set but VAPID_PRIVATE_KEY is not: set both, or neither to use a generated pair.');
    checkPair(publicKey, privateKey, { publicName: 'VAPID_PUBLIC_KEY', privateName: 'VAPID_PRIVATE_KEY' });
    return { publicKey, privateKey, subject };
  }

  const saved = options.store.loadSetting(VAPID_KEYS_SETTING);
  if (saved !== null) {
    const pair = parseSaved(saved);
    return { ...pair, subject };
  }

  const generated = webpush.generateVAPIDKeys();
  checkPair(generated.publicKey, generated.privateKey, { publicName: 'generated public key', privateName: 'generated private key' });
  options.store.saveSetting(VAPID_KEYS_SETTING, JSON.stringify({ publicKey: generated.publicKey, privateKey: generated.privateKey }));
  return { publicKey: generated.publicKey, privateKey: generated.privateKey, subject };
}

function parseSaved(text: string): { publicKey: string; privateKey: string } {
  const where = `The "${VAPID_KEYS_SETTING}" setting in the store`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(
      `${where} is not JSON; set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or remove the setting to generate a new pair (existing subscriptions will stop working).`,
    );
  }
  const pair = value as { publicKey?: unknown; privateKey?: unknown } | null;
  if (typeof pair?.publicKey !== 'string' || typeof pair.privateKey !== 'string') {
    throw new Error(`${where} lacks publicKey/privateKey strings.`);
  }
  checkPair(pair.publicKey, pair.privateKey, { publicName: `${where}: publicKey`, privateName: `${where}: privateKey` });
  return { publicKey: pair.publicKey, privateKey: pair.privateKey };
}

/** Throws unless the two form a P-256 pair in the encodings web-push and push services expect. */
function checkPair(publicKey: string, privateKey: string, names: { publicName: string; privateName: string }): void {
  const { publicName, privateName } = names;
  if (!BASE64URL.test(publicKey)) throw new Error(`${publicName} must be URL-safe base64 without padding.`);
  if (!BASE64URL.test(privateKey)) throw new Error(`${privateName} must be URL-safe base64 without padding.`);
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) {
    throw new Error(`${publicName} must be an uncompressed P-256 public key (65 bytes starting 0x04); got ${point.length} bytes.`);
  }
  const scalar = Buffer.from(privateKey, 'base64url');
  if (scalar.length !== 32) throw new Error(`${privateName} must be a P-256 private key of 32 bytes; got ${scalar.length} bytes.`);
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(scalar);
  } catch {
    throw new Error(`${privateName} is not a valid P-256 private key.`);
  }
  if (!ecdh.getPublicKey().equals(point)) throw new Error(`${privateName} does not belong to ${publicName}: they are not one key pair.`);
}

function checkSubject(subject: string): string {
  const text = subject.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL; got "${text.slice(0, 100)}".`);
  }
  const ok = url.protocol === 'mailto:' ? /^[^@\s]+@[^@\s]+$/.test(url.pathname) : url.protocol === 'https:' && url.hostname !== '';
  if (!ok) throw new Error(`VAPID_SUBJECT must be a mailto: address or an https: URL; got "${text.slice(0, 100)}".`);
  return text;
}
