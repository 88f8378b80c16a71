import { formatResult } from '@shared/format';
import { LOCALES, type Locale } from '@shared/i18n/locales';
import {
  type AlertList,
  CreateAlertRequestSchema,
  MAX_ALERTS_PER_SUBSCRIPTION,
  SubscriptionProofSchema,
  type Alert,
} from '@shared/schemas/alerts';
import { Router } from 'express';
import { z } from 'zod';
import { conditionMet } from './alert-checker';
import type { AlertStore, StoredAlert } from './alert-store';
import { isP256PublicKey } from './push-keys';
import { isPushEndpoint } from './push-sender';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/parse-input';
import { perMinuteLimit } from '../middleware/rate-limits';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import type { RatesService } from '../rates/rates-service';
import type { SharedState } from '../shared-state/redis-client';
import { fleetRateLimitStore } from '../shared-state/rate-limit-store';
import { knownCurrency } from '../rates/find-currency';

export type AlertsRouterOptions = {
  store: AlertStore;
  catalog: CurrencyCatalog;
  rates: RatesService;
  vapidPublicKey: string;
  /** PUSH_ALLOWED_HOSTS: push services beyond the browsers' own (the tests' fake on loopback). */
  allowedPushHosts: readonly string[];
  /** New alerts per address per minute. */
  createsPerMinute: number;
  /** Lists and deletions per address per minute (together); ALERT_READS_PER_MINUTE by default. */
  readsPerMinute?: number | undefined;
  shared?: SharedState | null | undefined;
  now?: () => Date;
};

/**
 * Lists and deletions per address per minute. Each one compares an auth secret, so an address
 * must not try them at will; a browser's alerts page makes a handful.
 */
export const ALERT_READS_PER_MINUTE = 30;

const CreateBodySchema = CreateAlertRequestSchema.extend({
  locale: z.optional(z.enum(LOCALES, { error: 'That language is not one of the site’s.' })),
});
const DeleteBodySchema = SubscriptionProofSchema;

function publicAlert({ subscriptionId: _s, locale: _l, ...alert }: StoredAlert): Alert {
  return alert;
}

/**
 * Price alerts without an account (decision 020). The browser's push subscription is its identity:
 * creating an alert registers it, and listing or deleting needs its endpoint and auth secret in
 * the body (POST, never a URL: the endpoint is a capability). An endpoint stays with the
 * browser that registered it: sent again with other keys, it is refused (403). Nothing else about
 * the visitor is kept. Bad input answers 400 in plain words.
 */
export function alertsRouter(options: AlertsRouterOptions): Router {
  const { store, catalog, rates } = options;
  const router = Router();
  const now = options.now ?? (() => new Date());
  // One counter for both: listing and deleting are the two ways to try a secret.
  const readLimit = perMinuteLimit(
    options.readsPerMinute ?? ALERT_READS_PER_MINUTE,
    'Too many alert lists or deletions from your address: please wait a minute.',
    {
      store: fleetRateLimitStore(options.shared ?? null, 'alert-reads'),
    },
  );

  router.get('/alerts/vapid-public-key', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').json({ publicKey: options.vapidPublicKey });
  });

  router.post(
    '/alerts',
    perMinuteLimit(options.createsPerMinute, 'Too many new alerts from your address: please wait a minute.', {
      store: fleetRateLimitStore(options.shared ?? null, 'alerts'),
    }),
    async (req, res) => {
      const { subscription, rule, locale } = parseInput(CreateBodySchema, req.body);
      if (!isPushEndpoint(subscription.endpoint, options.allowedPushHosts)) {
        throw new AppError(400, 'That push address is not a browser’s push service, so no alert can be sent to it.');
      }
      if (!isP256PublicKey(subscription.keys.p256dh)) {
        throw new AppError(400, 'The browser’s push key is not a point on the P-256 curve, so no alert could be encrypted for it.');
      }
      const from = knownCurrency(await catalog.find(rule.from), rule.from, { param: 'from' });
      const to = knownCurrency(await catalog.find(rule.to), rule.to, { param: 'to' });
      if (from.id === to.id) throw new AppError(400, 'Pick two different currencies.');
      const amount = rule.amount ?? 1;
      // An alert that would fire at once is a mistake: say where the price is now.
      const quote = await rates.quote(from, to);
      const page: Locale = locale ?? 'en';
      if (conditionMet({ amount, direction: rule.direction, threshold: rule.threshold }, quote.rate)) {
        const value = formatResult('en', amount * quote.rate);
        throw new AppError(
          400,
          `${amount} ${from.symbol} is already ${rule.direction} ${formatResult('en', rule.threshold)} ${to.symbol} (it is ${value} ${to.symbol} now): pick a price it has not reached.`,
        );
      }
      const added = await store.addAlert(subscription, { ...rule, amount }, page, now(), MAX_ALERTS_PER_SUBSCRIPTION);
      if (added.kind === 'not-owner') {
        throw new AppError(403, 'This push address is registered to another browser, so alerts cannot be set for it from here.');
      }
      if (added.kind === 'full')
        throw new AppError(409, `This browser already has ${MAX_ALERTS_PER_SUBSCRIPTION} alerts: delete one first.`);
      res.status(201).json({ alert: publicAlert(added.alert) });
    },
  );

  router.post('/alerts/list', readLimit, async (req, res) => {
    const { endpoint, auth } = parseInput(SubscriptionProofSchema, req.body);
    const subscription = await store.findSubscription(endpoint, auth);
    const body: AlertList = { alerts: subscription ? (await store.alertsOf(subscription.id)).map(publicAlert) : [] };
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.delete('/alerts/:id', readLimit, async (req, res) => {
    const { endpoint, auth } = parseInput(DeleteBodySchema, req.body);
    const subscription = await store.findSubscription(endpoint, auth);
    if (!subscription || !(await store.deleteAlert(subscription.id, String(req.params.id)))) {
      throw new AppError(404, 'There is no such alert on this browser (it may have been sent and removed already).');
    }
    res.status(204).end();
  });

  return router;
}
