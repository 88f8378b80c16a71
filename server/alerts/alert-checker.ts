import { formatAmount, formatResult } from '@shared/format';
import { isPublished, type Locale, LOCALES, localizedPath } from '@shared/i18n/locales';
import type { AlertNotification } from '@shared/schemas/alerts';
import type { Currency } from '@shared/schemas/currency';
import { routeTicker } from '@shared/currencies/resolve-currency';
import { buildPairPath } from '@shared/routes';
import type { I18n } from '@lingui/core';
import { FailureEpisode } from '../lib/failure-episode';
import type { Logger } from '../lib/logger';
import { englishI18n, type I18nFactory } from '../i18n/page-i18n';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import type { Quote, RatesService } from '../rates/rates-service';
import type { AlertStore, StoredAlert } from './alert-store';
import type { PushOutcome, PushSender } from './push-sender';

/** A daily alert notifies at most once in this long while its condition holds. */
export const DAILY_MS = 24 * 60 * 60 * 1000;
/** How long an instance holds an alert it is notifying for (a failed send is retried after it). */
const CLAIM_MS = 60_000;

export type AlertCheckReport = { checked: number; sent: number; deleted: number; failed: number };

/** Whether `amount` of the pair at `rate` is on the alert's side of its threshold. */
export function conditionMet(alert: Pick<StoredAlert, 'amount' | 'direction' | 'threshold'>, rate: number): boolean {
  const value = alert.amount * rate;
  return alert.direction === 'above' ? value >= alert.threshold : value <= alert.threshold;
}

/**
 * Checks every alert against the live consensus and notifies through the push service
 * (decision 020). Only live, fresh prices count: a stale or snapshot price never triggers an alert.
 * A one-shot alert is deleted once sent, a daily one rests 24 hours; a subscription the push
 * service calls gone (404/410) is deleted with its alerts; a refused or failed send is tried
 * again after its claim lapses (a minute, or the push service's Retry-After).
 */
export class AlertChecker {
  private running: Promise<AlertCheckReport> | null = null;
  /** A refresh arrived during a pass: pass again with its prices. */
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private intervalMs = 60_000;
  private stopped = false;
  private listening = false;
  /** Passes failing in a row (the store away): the next timer pass waits 2^n intervals, at most 16. */
  private readonly episode: FailureEpisode;
  private skipUntil = 0;

  constructor(
    private readonly options: {
      store: AlertStore;
      rates: RatesService;
      catalog: CurrencyCatalog;
      sender: PushSender;
      logger: Logger;
      /** Why alerts are refused now (Redis away or not persisting, no durable keys); no pass runs meanwhile. */
      offReason?: () => string | null;
      now?: () => number;
      /** The pages' catalogs, for notifications in the alert's language (English source texts without). */
      i18nFor?: I18nFactory | undefined;
    },
  ) {
    this.episode = new FailureEpisode(options.logger, 'price alert check');
  }

  /** Checks every `intervalMs` (which also keeps the prices refreshing while alerts exist) and after each refresh. */
  start(intervalMs: number): void {
    this.stop();
    this.stopped = false;
    this.intervalMs = intervalMs;
    this.timer = setInterval(() => {
      if (Date.now() >= this.skipUntil) void this.check();
    }, intervalMs);
    this.timer.unref();
    if (!this.listening) this.options.rates.onRefresh(() => void (this.stopped || Date.now() < this.skipUntil ? undefined : this.check()));
    this.listening = true;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Resolves once no pass is running (for a clean close). */
  async idle(): Promise<void> {
    await this.running;
  }

  /**
   * One pass over every alert. Asked during a pass (a refresh landed meanwhile, often the one
   * the pass's own quotes started), it passes once more when done instead of running twice at once.
   */
  check(): Promise<AlertCheckReport> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      const total: AlertCheckReport = { checked: 0, sent: 0, deleted: 0, failed: 0 };
      if (this.options.offReason?.()) return total;
      try {
        do {
          this.again = false;
          const report = await this.pass();
          for (const key of Object.keys(total) as (keyof AlertCheckReport)[]) total[key] += report[key];
        } while (this.again);
        this.episode.succeeded();
        this.skipUntil = 0;
      } catch (error) {
        // A background task never ends the process: log once per episode, back off, try again.
        this.episode.failed(error);
        this.skipUntil = Date.now() + this.intervalMs * Math.min(16, 2 ** (this.episode.count - 1));
      }
      return total;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<AlertCheckReport> {
    const { store, catalog, rates, logger } = this.options;
    const now = () => (this.options.now ?? Date.now)();
    const report: AlertCheckReport = { checked: 0, sent: 0, deleted: 0, failed: 0 };
    const entries = await store.everyAlert();
    const gone = new Set<string>();
    for (const { alert, subscription } of entries) {
      if (gone.has(subscription.id)) continue;
      report.checked++;
      const [from, to] = await Promise.all([catalog.find(alert.from), catalog.find(alert.to)]);
      if (!from || !to) continue;
      let quote: Quote;
      try {
        quote = await rates.quote(from, to);
      } catch {
        continue;
      }
      if (quote.source !== 'live' || quote.stale || !conditionMet(alert, quote.rate)) continue;
      if (alert.repeat === 'daily' && alert.lastSentAt && now() - Date.parse(alert.lastSentAt) < DAILY_MS) continue;
      if (!(await store.claim(alert.id, now() + CLAIM_MS, now()))) continue;
      const i18n = await (this.options.i18nFor ?? englishOnly)(localeOf(alert.locale));
      const outcome = await this.options.sender.send(subscription, notification(alert, from, to, quote, i18n), {
        urgency: 'high',
        // A newer notification for the same alert replaces one still waiting at the push service.
        topic: alert.id.slice(0, 32),
        ttlSeconds: 6 * 60 * 60,
      });
      await this.settle(alert, subscription.id, outcome, report, gone);
      if (outcome.kind === 'failed' || outcome.kind === 'rate-limited')
        logger.warn({ alert: alert.id, outcome }, 'price alert not delivered; retried later');
    }
    return report;
  }

  private async settle(
    alert: StoredAlert,
    subscriptionId: string,
    outcome: PushOutcome,
    report: AlertCheckReport,
    gone: Set<string>,
  ): Promise<void> {
    const { store } = this.options;
    const now = (this.options.now ?? Date.now)();
    switch (outcome.kind) {
      case 'sent':
        report.sent++;
        if (alert.repeat === 'once') {
          await store.deleteAlert(subscriptionId, alert.id);
          report.deleted++;
        } else {
          await store.markSent(alert.id, new Date(now));
        }
        return;
      case 'gone':
        await store.deleteSubscription(subscriptionId);
        gone.add(subscriptionId);
        report.deleted++;
        return;
      case 'rate-limited':
        report.failed++;
        // Hold the alert until the push service says to come back.
        if (outcome.retryAfterSeconds) await store.claim(alert.id, now + outcome.retryAfterSeconds * 1000, now + CLAIM_MS);
        return;
      case 'failed':
        report.failed++;
    }
  }
}

const englishOnly: I18nFactory = async () => englishI18n();

function localeOf(tag: string): Locale {
  const locale = LOCALES.find((l) => l === tag);
  return locale && isPublished(locale) ? locale : 'en';
}

/**
 * The notification, in the language of the page the alert was set on: what crossed, the value
 * now, and the pair page it opens.
 */
export function notification(alert: StoredAlert, from: Currency, to: Currency, quote: Pick<Quote, 'rate'>, i18n: I18n): AlertNotification {
  const locale = i18n.locale as Locale;
  const values = {
    amount: formatAmount(locale, alert.amount),
    from: from.symbol,
    to: to.symbol,
    price: formatResult(locale, alert.threshold),
    value: formatResult(locale, alert.amount * quote.rate),
  };
  const path = buildPairPath(routeTicker(from), routeTicker(to));
  return {
    kind: 'price-alert',
    alertId: alert.id,
    title:
      alert.direction === 'above'
        ? i18n._({ id: 'alert.push.titleAbove', message: '{amount} {from} is above {price} {to}', values })
        : i18n._({ id: 'alert.push.titleBelow', message: '{amount} {from} is below {price} {to}', values }),
    body:
      alert.repeat === 'daily'
        ? i18n._({
            id: 'alert.push.bodyDaily',
            message: '{amount} {from} = {value} {to} now. You will hear again tomorrow if it still is.',
            values,
          })
        : i18n._({ id: 'alert.push.bodyOnce', message: '{amount} {from} = {value} {to} now. This alert is done.', values }),
    url: `${localizedPath(path, locale)}${alert.amount === 1 ? '' : `?amount=${alert.amount}`}`,
  };
}
