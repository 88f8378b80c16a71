import { z } from 'zod';
import { CURRENCY_ID } from './currency-id';

/**
 * Price alerts without an account (issue 20): what a browser sends and gets back. The browser's
 * push subscription is the only identity: listing or deleting alerts needs its endpoint and its
 * `auth` secret, which only that browser knows.
 */

/** How many alerts one browser may keep. */
export const MAX_ALERTS_PER_SUBSCRIPTION = 20;
/** The largest threshold and amount an alert takes (as the converter's amount field). */
export const MAX_ALERT_NUMBER = 1e15;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

export const PushSubscriptionSchema = z.object(
  {
  endpoint: z
    .string({ error: 'The browser did not give a push address.' })
    .max(1024, { error: 'The push address is too long.' })
    .url({ error: 'The push address is not a URL.' }),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes → 87 base64url characters) and a 16-byte secret (22).
      p256dh: z
        .string({ error: 'The browser did not give its push key.' })
        .regex(BASE64URL, { error: 'The browser’s push key is not base64url.' })
        .min(80, { error: 'The browser’s push key is not a P-256 public key.' })
        .max(100, { error: 'The browser’s push key is not a P-256 public key.' }),
      auth: z
        .string({ error: 'The browser did not give its push secret.' })
        .regex(BASE64URL, { error: 'The browser’s push secret is not base64url.' })
        .min(20, { error: 'The browser’s push secret is not 16 bytes.' })
        .max(32, { error: 'The browser’s push secret is not 16 bytes.' }),
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
