import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePortfolio } from './compute-portfolio';
import type { LotMethod, MatchingRules, ValuedTx } from './types';

// Properties every method must keep, over random histories of one coin bought and sold in two
// wallets: quantities are conserved, and once the position is fully closed every method (and the
// UK rules) reaches the same total gain, since all proceeds less all costs is the same sum.

const isFiat = (asset: string) => asset === 'usd';
const DAY = 86_400_000;
const START = Date.parse('2022-01-01T12:00:00Z');

type Step = { kind: 'buy' | 'sell'; days: number; share: number; price: number; wallet: 0 | 1 };

/** A history from random steps: sells take a share of what is held, the last step closes everything. */
function history(steps: Step[]): ValuedTx[] {
  const txs: ValuedTx[] = [];
  let held = 0;
  let time = START;
  steps.forEach((step, i) => {
    time += step.days * DAY;
    const wallet = step.wallet === 0 ? 'Kraken' : 'Coinbase';
    if (step.kind === 'buy' || held === 0) {
      const amount = 0.01 + step.share * 2;
      held += amount;
      txs.push({
        id: `b${i}`,
        time,
        type: 'buy',
        wallet,
        received: { asset: 'bitcoin', amount },
        sent: { asset: 'usd', amount: amount * step.price },
        fee: { asset: 'usd', amount: 1 },
        values: { received: null, sent: amount * step.price, fee: 1 },
      });
    } else {
      const amount = held * step.share;
      held -= amount;
      txs.push(sell(`s${i}`, time, wallet, amount, step.price));
    }
  });
  if (held > 0) txs.push(sell('close', time + DAY, 'Kraken', held, 50_000));
  return txs;
}

function sell(id: string, time: number, wallet: string, amount: number, price: number): ValuedTx {
  return {
    id,
    time,
    type: 'sell',
    wallet,
    sent: { asset: 'bitcoin', amount },
    received: { asset: 'usd', amount: amount * price },
    values: { received: amount * price, sent: null, fee: null },
  };
}

const steps = fc.array(
  fc.record({
    kind: fc.constantFrom('buy' as const, 'sell' as const),
    days: fc.integer({ min: 0, max: 60 }),
    share: fc.double({ min: 0.05, max: 1, noNaN: true }),
    price: fc.integer({ min: 1_000, max: 100_000 }),
    wallet: fc.constantFrom(0 as const, 1 as const),
  }),
  { minLength: 1, maxLength: 40 },
);

const METHODS: LotMethod[] = ['fifo', 'lifo', 'hifo', 'average'];
const rulesFor = (method: LotMethod | 'uk'): MatchingRules =>
  method === 'uk' ? { kind: 'uk' } : { kind: 'lots', methodFor: () => method, perWallet: false, taxYear: 'calendar' };

describe('the engine’s invariants', () => {
  it('conserves quantities: every disposal is matched in full, and nothing is left once all is sold', () => {
    fc.assert(
      fc.property(steps, (drawn) => {
        const txs = history(drawn);
        for (const method of [...METHODS, 'uk' as const]) {
          const report = computePortfolio(txs, rulesFor(method), isFiat);
          for (const disposal of report.disposals) {
            const matched = disposal.parts.reduce((sum, part) => sum + part.amount, 0);
            expect(Math.abs(matched + disposal.unmatched - disposal.amount)).toBeLessThan(1e-9 * Math.max(1, disposal.amount));
            expect(disposal.unmatched).toBe(0);
          }
          const left = report.holdings.reduce((sum, holding) => sum + holding.amount, 0);
          expect(left).toBeLessThan(1e-9);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('over a fully closed position, every method’s gains sum to proceeds less costs', () => {
    fc.assert(
      fc.property(steps, (drawn) => {
        const txs = history(drawn);
        const proceeds = txs.filter((tx) => tx.type === 'sell').reduce((sum, tx) => sum + tx.values.received!, 0);
        const costs = txs.filter((tx) => tx.type === 'buy').reduce((sum, tx) => sum + tx.values.sent! + tx.values.fee!, 0);
        for (const method of [...METHODS, 'uk' as const]) {
          const total = computePortfolio(txs, rulesFor(method), isFiat).years.reduce((sum, year) => sum + year.gain, 0);
          expect(Math.abs(total - (proceeds - costs))).toBeLessThan(1e-6 * Math.max(1, proceeds + costs));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('per wallet, transfers keep every unit and its cost', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.05, max: 1, noNaN: true }), { minLength: 1, maxLength: 10 }), (shares) => {
        const txs: ValuedTx[] = [
          {
            id: 'b',
            time: START,
            type: 'buy',
            wallet: 'A',
            received: { asset: 'bitcoin', amount: 2 },
            sent: { asset: 'usd', amount: 60_000 },
            values: { received: null, sent: 60_000, fee: null },
          },
        ];
        let inA = 2;
        shares.forEach((share, i) => {
          const amount = inA * share;
          inA -= amount;
          txs.push({
            id: `t${i}`,
            time: START + (i + 1) * DAY,
            type: 'transfer',
            wallet: 'A',
            toWallet: 'B',
            sent: { asset: 'bitcoin', amount },
            values: { received: null, sent: null, fee: null },
          });
        });
        const report = computePortfolio(txs, { kind: 'lots', methodFor: () => 'fifo', perWallet: true, taxYear: 'calendar' }, isFiat);
        expect(report.disposals).toHaveLength(0);
        const total = report.holdings.reduce((sum, h) => sum + h.amount, 0);
        const cost = report.holdings.reduce((sum, h) => sum + h.cost, 0);
        expect(total).toBeCloseTo(2, 9);
        expect(cost).toBeCloseTo(60_000, 6);
        expect(report.holdings.find((h) => h.wallet === 'A')?.amount ?? 0).toBeCloseTo(inA, 9);
      }),
      { numRuns: 100 },
    );
  });
});
