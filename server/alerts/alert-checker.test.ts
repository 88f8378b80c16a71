import { DEFAULT_CRYPTO_LIST, DEFAULT_FIAT_LIST } from '@shared/currencies/default-lists';
import type { Currency } from '@shared/schemas/currency';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import type { Quote, RatesService } from '../rates/rates-service';
import { createI18nFactory } from '../i18n/page-i18n';
import { AlertChecker, conditionMet, DAILY_MS, notification } from './alert-checker';
import { type AlertStore, openSqliteAlertStore, type StoredAlert } from './alert-store';
import type { PushOutcome, PushSender } from './push-sender';

const btc = DEFAULT_CRYPTO_LIST.find((c) => c.id === 'bitcoin')!;
const eur = DEFAULT_FIAT_LIST.find((c) => c.id === 'eur')!;
const catalog = { find: async (id: string) => [btc, eur].find((c) => c.id === id) } as unknown as CurrencyCatalog;
const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'B'.repeat(87), auth: 'secret-0123456789abcd' } };

function rates(quote: Partial<Quote>): RatesService {
  return {
    quote: async () => ({ rate: 100, source: 'live', stale: false, ...quote }) as Quote,
    onRefresh: () => undefined,
  } as unknown as RatesService;
}

function sender(outcome: PushOutcome = { kind: 'sent' }) {
  const sent: unknown[] = [];
  const push: PushSender = { send: async (_s, payload) => (sent.push(payload), outcome) } as PushSender;
  return { push, sent };
}

let store: AlertStore;
let dir: string;
afterEach(() => {
  store?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});
function openStore() {
  dir = mkdtempSync(join(tmpdir(), 'checker-'));
  store = openSqliteAlertStore(dir);
  return store;
}

describe('price alert checks', () => {
  it('a condition holds at the threshold itself, on its side only', () => {
    expect(conditionMet({ amount: 2, direction: 'above', threshold: 200 }, 100)).toBe(true);
    expect(conditionMet({ amount: 2, direction: 'above', threshold: 200.01 }, 100)).toBe(false);
    expect(conditionMet({ amount: 1, direction: 'below', threshold: 99 }, 100)).toBe(false);
    expect(conditionMet({ amount: 1, direction: 'below', threshold: 100 }, 100)).toBe(true);
  });

  it('speaks the language of the page the alert was set on, with its numbers and its page', async () => {
    const german = {
      'alert.push.titleAbove': '{amount} {from} liegt über {price} {to}',
      'alert.push.bodyDaily': '{amount} {from} = {value} {to} jetzt.',
    };
    const i18n = await createI18nFactory(async (locale) => (locale === 'de' ? german : {}))('de');
    const alert = {
      id: 'a',
      subscriptionId: 's',
      from: 'bitcoin',
      to: 'eur',
      direction: 'above',
      threshold: 90_000,
      amount: 1.5,
      repeat: 'daily',
      locale: 'de',
      createdAt: '',
      lastSentAt: null,
    } as StoredAlert;
    expect(notification(alert, btc as Currency, eur as Currency, { rate: 61_234.5 }, i18n)).toEqual({
      kind: 'price-alert',
      alertId: 'a',
      title: '1,5 BTC liegt über 90.000,00 EUR',
      body: '1,5 BTC = 91.851,75 EUR jetzt.',
      url: '/de/btc-to-eur?amount=1.5',
    });
  });

  it('never fires on a stale or snapshot price', async () => {
    openStore();
    await store.addAlert(
      subscription,
      { from: 'bitcoin', to: 'eur', direction: 'above', threshold: 50, amount: 1, repeat: 'once' },
      'en',
      new Date(),
      20,
    );
    for (const quote of [{ stale: true }, { source: 'snapshot' as const }, { source: 'cached' as const }]) {
      const { push, sent } = sender();
      await new AlertChecker({ store, catalog, rates: rates(quote), sender: push, logger: createLogger('silent') }).check();
      expect(sent, JSON.stringify(quote)).toEqual([]);
    }
  });

  it('a daily alert rests 24 hours after each notification while its condition holds', async () => {
    openStore();
    await store.addAlert(
      subscription,
      { from: 'bitcoin', to: 'eur', direction: 'above', threshold: 50, amount: 1, repeat: 'daily' },
      'en',
      new Date(),
      20,
    );
    let now = Date.parse('2026-11-24T12:00:00Z');
    const { push, sent } = sender();
    const checker = new AlertChecker({ store, catalog, rates: rates({}), sender: push, logger: createLogger('silent'), now: () => now });
    await checker.check();
    now += DAILY_MS - 60_000;
    await checker.check();
    expect(sent).toHaveLength(1);
    now += 60_000;
    await checker.check();
    expect(sent).toHaveLength(2);
    expect(await store.everyAlert()).toHaveLength(1);
  });
});
