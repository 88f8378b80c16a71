import { z } from 'zod';
import { CURRENCY_ID } from './currency-id';

/**
 * Price alerts without an account (decision 020): what a browser sends and gets back. The browser's
 * push subscription is the only identity: listing or deleting alerts needs its endpoint and its
 * `auth` secret, which only that browser knows.
 */

/** How many alerts one browser may keep. */
export const MAX_ALERTS_PER_SUBSCRIPTION = 20;
/** The largest threshold and amount an alert takes (as the converter's amount field). */
export const MAX_ALERT_NUMBER = 1e15;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** The uncompressed P-256 point a browser's subscription encrypts to: 0x04, then x and y. */
const P256_POINT_BYTES = 65;
const AUTH_SECRET_BYTES = 16;

/**
 * The bytes of base64url text (padding optional), or null when it is not base64url. Written out
 * because this file also runs in the browser (no Buffer); the unused low bits of the last
 * character must be zero, so one value has one spelling.
 */
export function base64urlBytes(text: string): Uint8Array | null {
  const body = text.replace(/={1,2}$/, '');
  if (!BASE64URL.test(text) || body.length % 4 === 1 || (body.length !== text.length && text.length % 4 !== 0)) return null;
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of body) {
    value = ((value << 6) | BASE64URL_ALPHABET.indexOf(char)) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 0xff;
    }
  }
  return (value & ((1 << bits) - 1)) === 0 ? bytes : null;
}

const isP256Point = (text: string) => {
  const bytes = base64urlBytes(text);
  return bytes !== null && bytes.length === P256_POINT_BYTES && bytes[0] === 0x04;
};
const isAuthSecret = (text: string) => base64urlBytes(text)?.length === AUTH_SECRET_BYTES;

export const PushSubscriptionSchema = z.object(
  {
    endpoint: z
      .string({ error: 'The browser did not give a push address.' })
      .max(1024, { error: 'The push address is too long.' })
      .url({ error: 'The push address is not a URL.' }),
    keys: z.object(
      {
        // An uncompressed P-256 point (65 bytes → 87 base64url characters) and a 16-byte secret (22).
        // The server also checks that the point lies on the curve (node:crypto; not here, in the browser).
        p256dh: z
          .string({ error: 'The browser did not give its push key.' })
          .max(100, { error: 'The browser’s push key is not a P-256 public key.' })
          .regex(BASE64URL, { error: 'The browser’s push key is not base64url.' })
          .refine(isP256Point, { error: 'The browser’s push key is not a P-256 public key.' }),
        auth: z
          .string({ error: 'The browser did not give its push secret.' })
          .max(32, { error: 'The browser’s push secret is not 16 bytes.' })
          .regex(BASE64URL, { error: 'The browser’s push secret is not base64url.' })
          .refine(isAuthSecret, { error: 'The browser’s push secret is not 16 bytes.' }),
      },
      { error: 'The browser did not give its push keys.' },
    ),
  },
  { error: 'Notifications need this browser’s push subscription: allow notifications and try again.' },
);
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

function positiveNumber(what: string) {
  return z
    .number({ error: `${what} must be a number.` })
    .refine(Number.isFinite, { error: `${what} must be a number.` })
    .refine((n) => n > 0, { error: `${what} must be above 0.` })
    .refine((n) => n <= MAX_ALERT_NUMBER, { error: `${what} is too large.` });
}

export const ALERT_DIRECTIONS = ['above', 'below'] as const;
export const ALERT_REPEATS = ['once', 'daily'] as const;

/** A rule: notify when `amount` of `from` is worth more (above) or less (below) than `threshold` of `to`. */
export const AlertRuleSchema = z.object(
  {
    from: z.string({ error: 'Choose the currency to watch.' }).regex(CURRENCY_ID, { error: 'That is not a currency id.' }),
    to: z.string({ error: 'Choose the currency to price it in.' }).regex(CURRENCY_ID, { error: 'That is not a currency id.' }),
    direction: z.enum(ALERT_DIRECTIONS, { error: 'Say whether to notify above or below the price.' }),
    threshold: positiveNumber('The price'),
    amount: z.optional(positiveNumber('The amount')),
    repeat: z.enum(ALERT_REPEATS, { error: 'Say whether to notify once or at most daily.' }),
  },
  { error: 'Say what to watch: the currencies, above or below, and the price.' },
);
export type AlertRule = z.infer<typeof AlertRuleSchema>;

export const CreateAlertRequestSchema = z.object({ subscription: PushSubscriptionSchema, rule: AlertRuleSchema });
export type CreateAlertRequest = z.infer<typeof CreateAlertRequestSchema>;

/** Proof of owning a subscription: its endpoint and its auth secret. */
export const SubscriptionProofSchema = z.object({
  endpoint: PushSubscriptionSchema.shape.endpoint,
  auth: PushSubscriptionSchema.shape.keys.shape.auth,
});
export type SubscriptionProof = z.infer<typeof SubscriptionProofSchema>;

export const AlertSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  direction: z.enum(ALERT_DIRECTIONS),
  threshold: z.number(),
  amount: z.number(),
  repeat: z.enum(ALERT_REPEATS),
  createdAt: z.string(),
  /** When it last notified (ISO), for daily alerts; null before the first time. */
  lastSentAt: z.nullable(z.string()),
});
export type Alert = z.infer<typeof AlertSchema>;

export const AlertListSchema = z.object({ alerts: z.array(AlertSchema) });
export type AlertList = z.infer<typeof AlertListSchema>;

/** What the service worker receives and shows. */
export const AlertNotificationSchema = z.object({
  kind: z.literal('price-alert'),
  alertId: z.string(),
  title: z.string(),
  body: z.string(),
  /** The pair page it opens, with the amount: /btc-to-usd?amount=2. */
  url: z.string(),
});
export type AlertNotification = z.infer<typeof AlertNotificationSchema>;
