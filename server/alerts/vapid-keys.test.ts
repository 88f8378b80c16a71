import { createECDH, createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import type { RatesStore } from '../store/rates-store';
import { openSqliteStore } from '../store/sqlite-store';
import { loadVapidKeys, VAPID_KEYS_SETTING } from './vapid-keys';

const logger = createLogger('silent');
const SUBJECT = 'mailto:alerts@converter.example';

let dir: string;
let store: RatesStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vapid-keys-'));
  store = openSqliteStore(dir, logger);
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A JWT signed with the private key verifies with the public key: they really are a pair. */
function signsAndVerifies(keys: { publicKey: string; privateKey: string; subject: string }): boolean {
  const { Authorization } = webpush.getVapidHeaders(
    'https://fcm.googleapis.com',
    keys.subject,
    keys.publicKey,
    keys.privateKey,
    'aes128gcm',
  ) as { Authorization: string };
  const jwt = /t=([^,]+)/.exec(Authorization)?.[1] ?? '';
  const [head, body, sig] = jwt.split('.');
  const point = Buffer.from(keys.publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  return verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig ?? '', 'base64url'));
}

describe('loadVapidKeys', () => {
  it('generates a P-256 pair once, saves it, and reuses it after a restart', () => {
    expect(store.loadSetting(VAPID_KEYS_SETTING)).toBeNull();
    const first = loadVapidKeys({ subject: SUBJECT, store });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe(SUBJECT);
    expect(signsAndVerifies(first)).toBe(true);
    expect(JSON.parse(store.loadSetting(VAPID_KEYS_SETTING) ?? 'null')).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });

    store.close();
    store = openSqliteStore(dir, logger);
    const again = loadVapidKeys({ subject: 'https://converter.example/contact', store });
    expect(again).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey, subject: 'https://converter.example/contact' });
  });

  it('prefers keys from the environment over the stored pair, and does not store them', () => {
    const stored = loadVapidKeys({ subject: SUBJECT, store });
    const env = webpush.generateVAPIDKeys();
    const keys = loadVapidKeys({ publicKey: env.publicKey, privateKey: env.privateKey, subject: SUBJECT, store });
    expect(keys).toEqual({ ...env, subject: SUBJECT });
    expect(signsAndVerifies(keys)).toBe(true);
    expect(JSON.parse(store.loadSetting(VAPID_KEYS_SETTING) ?? 'null')).toEqual({
      publicKey: stored.publicKey,
      privateKey: stored.privateKey,
    });
  });

  it('treats empty variables as unset', () => {
    const keys = loadVapidKeys({ publicKey: '', privateKey: '  ', subject: SUBJECT, store });
    expect(store.loadSetting(VAPID_KEYS_SETTING)).toContain(keys.publicKey);
  });

  it('refuses a half-given pair, naming the missing variable', () => {
    const env = webpush.generateVAPIDKeys();
    expect(() => loadVapidKeys({ publicKey: env.publicKey, subject: SUBJECT, store })).toThrow(/VAPID_PRIVATE_KEY is not/);
    expect(() => loadVapidKeys({ privateKey: env.privateKey, subject: SUBJECT, store })).toThrow(/VAPID_PUBLIC_KEY is not/);
    expect(store.loadSetting(VAPID_KEYS_SETTING)).toBeNull();
  });

  it('refuses malformed keys, naming the variable', () => {
    const env = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    const load = (publicKey: string, privateKey: string) => () => loadVapidKeys({ publicKey, privateKey, subject: SUBJECT, store });
    // Standard base64 with padding, as some key generators print it.
    expect(load(Buffer.from(env.publicKey, 'base64url').toString('base64'), env.privateKey)).toThrow(/VAPID_PUBLIC_KEY.*(base64|65 bytes)/);
    expect(load(env.publicKey.slice(0, 40), env.privateKey)).toThrow(/VAPID_PUBLIC_KEY must be an uncompressed P-256 public key/);
    // The compressed form of the point (33 bytes) is not what browsers take as applicationServerKey.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(env.privateKey, 'base64url'));
    expect(load(ecdh.getPublicKey('base64url', 'compressed'), env.privateKey)).toThrow(/VAPID_PUBLIC_KEY.*33 bytes/);
    expect(load(env.publicKey, env.privateKey.slice(0, 20))).toThrow(/VAPID_PRIVATE_KEY must be a P-256 private key of 32 bytes/);
    expect(load(env.publicKey, Buffer.alloc(32).toString('base64url'))).toThrow(/VAPID_PRIVATE_KEY is not a valid P-256 private key/);
    expect(load(env.publicKey, other.privateKey)).toThrow(/VAPID_PRIVATE_KEY does not belong to VAPID_PUBLIC_KEY/);
  });

  it('refuses a subject that is not a mailto: or https: URL', () => {
    for (const subject of ['', 'alerts@converter.example', 'http://converter.example', 'mailto:nobody', 'ftp://x']) {
      expect(() => loadVapidKeys({ subject, store }), subject).toThrow(/VAPID_SUBJECT/);
    }
    expect(store.loadSetting(VAPID_KEYS_SETTING)).toBeNull();
  });

  it('refuses a corrupt stored pair instead of silently replacing it (subscriptions are bound to it)', () => {
    store.saveSetting(VAPID_KEYS_SETTING, '{"publicKey":"abc","privateKey":"def"}');
    expect(() => loadVapidKeys({ subject: SUBJECT, store })).toThrow(/vapid-keys/);
    store.saveSetting(VAPID_KEYS_SETTING, 'not json');
    expect(() => loadVapidKeys({ subject: SUBJECT, store })).toThrow(/vapid-keys.*not JSON/);
    expect(store.loadSetting(VAPID_KEYS_SETTING)).toBe('not json');
  });
});
