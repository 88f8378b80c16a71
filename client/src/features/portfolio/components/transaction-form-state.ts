import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { findByTicker } from '@shared/currencies/resolve-currency';
import { plainDecimal } from '@shared/format';
import type { Currency } from '@shared/schemas/currency';
import { localizeNumber, type NumberSeparators } from '@/lib/number-separators';
import { readNumber } from '@/lib/read-number';
import type { IncomeKind, PortfolioTx, Quantity, TxType } from '../engine/types';

/** The form's fields as typed: numbers stay text, so a field keeps what was typed and its message can explain it. */
export type TxDraft = {
  type: TxType;
  /** A datetime-local value ("2024-03-01T14:30"), in the visitor's time zone. */
  when: string;
  /** Where it happened; a transfer's source. */
  wallet: string;
  toWallet: string;
  /** A ticker as typed (a convert's coin given). */
  coin: string;
  amount: string;
  /** Price per coin of a buy or sell; empty to look the day's price up. */
  price: string;
  /** The price's currency: a fiat id (or a coin id an imported trade was priced in). */
  fiat: string;
  gotCoin: string;
  gotAmount: string;
  incomeKind: IncomeKind;
  feeAmount: string;
  /** The fee's asset as typed; null follows the default (the price's currency for a buy or sell, else the coin). */
  feeAsset: string | null;
};

export type DraftErrors = Partial<Record<keyof TxDraft, MessageDescriptor>>;

export type DraftContext = { cryptos: readonly Currency[]; fiats: readonly Currency[]; separators: NumberSeparators; now: number };

/** A draft that can be saved; `price` null means it is to be looked up, `total` set means the edited trade's own figure is kept. */
export type ReadDraft = {
  tx: Omit<PortfolioTx, 'id' | 'received' | 'sent'>;
  coin: Quantity;
  got?: Quantity;
  fiat: string;
  price: number | null;
  total: number | null;
};

/** Bitcoin's first block: nothing can be older. */
export const FIRST_DAY = '2009-01-03';

const WHEN_MISSING = msg`Enter the date and time.`;
const WHEN_FUTURE = msg`The date and time cannot be in the future.`;
const WHEN_EARLY = msg`The date cannot be before 3 January 2009, when Bitcoin began.`;
const WALLET_MISSING = msg`Enter the wallet or exchange.`;
const TO_WALLET_MISSING = msg`Enter the wallet the coin went to.`;
const SAME_WALLETS = msg`The two wallets must differ.`;
const NAME_TOO_LONG = msg`Keep the name to 100 characters.`;
const COIN_MISSING = msg`Enter the coin’s ticker, for example BTC.`;
const SAME_COINS = msg`Choose a coin other than the one given.`;
const AMOUNT_ABOVE_ZERO = msg`Enter an amount above 0.`;
const PRICE_INVALID = msg`Enter a price above 0, or leave it empty to use the day’s price.`;
const FEE_INVALID = msg`Enter a fee above 0, or leave it empty.`;
const unknownCoin = (text: string) => msg`We don’t know the coin “${text}”.`;
const unknownAsset = (text: string) => msg`We don’t know the asset “${text}”.`;
function notANumber(separators: NumberSeparators): MessageDescriptor {
  const example = localizeNumber('0.5', separators);
  return msg`Enter the amount as a number, for example ${example}.`;
}

/** A number as a field shows it: plain digits with the page's decimal mark. */
export function numberText(value: number, separators: NumberSeparators): string {
  return localizeNumber(plainDecimal(value), separators);
}

/** An instant as a datetime-local value in the visitor's time zone (to the minute). */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value read as the visitor's local time (ECMAScript reads a date-time without an offset so). */
export function fromLocalInput(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/.test(text)) return null;
  const ms = new Date(text).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** amount × price without binary noise (0.1 × 3 is 0.3, not 0.30000000000000004). */
export function tradeTotal(amount: number, price: number): number {
  return Number((amount * price).toPrecision(15));
}

export function newDraft(reporting: string, now: number): TxDraft {
  return {
    type: 'buy',
    when: toLocalInput(now),
    wallet: 'My wallet',
    toWallet: '',
    coin: '',
    amount: '',
    price: '',
    fiat: reporting,
    gotCoin: '',
    gotAmount: '',
    incomeKind: 'staking',
    feeAmount: '',
    feeAsset: null,
  };
}

/** The coin leg and the money leg of a buy or sell (a convert's given and got). */
function legsOf(tx: PortfolioTx): { coin?: Quantity; other?: Quantity } {
  if (tx.type === 'buy' || tx.type === 'income') return { coin: tx.received, other: tx.sent };
  return { coin: tx.sent, other: tx.received };
}

/** An existing transaction's fields, so editing starts from what was saved. */
export function draftFromTx(
  tx: PortfolioTx,
  symbolOf: (asset: string) => string,
  reporting: string,
  separators: NumberSeparators,
): TxDraft {
  const { coin, other } = legsOf(tx);
  const num = (n: number | undefined) => (n === undefined ? '' : numberText(n, separators));
  const trade = tx.type === 'buy' || tx.type === 'sell';
  const price = trade && coin && other && coin.amount > 0 ? Number((other.amount / coin.amount).toPrecision(12)) : undefined;
  const fiat = trade && other ? other.asset : reporting;
  const feeDefault = trade ? fiat : coin?.asset;
  return {
    type: tx.type,
    when: toLocalInput(tx.time),
    wallet: tx.wallet,
    toWallet: tx.toWallet ?? '',
    coin: coin ? symbolOf(coin.asset) : '',
    amount: num(coin?.amount),
    price: num(price),
    fiat,
    gotCoin: tx.type === 'convert' && other ? symbolOf(other.asset) : '',
    gotAmount: tx.type === 'convert' ? num(other?.amount) : '',
    incomeKind: tx.incomeKind ?? 'staking',
    feeAmount: num(tx.fee?.amount),
    feeAsset: !tx.fee || tx.fee.asset === feeDefault ? null : symbolOf(tx.fee.asset),
  };
}

/** What the fee field shows while it follows the default. */
export function defaultFeeTicker(draft: TxDraft, symbolOf: (asset: string) => string): string {
  return draft.type === 'buy' || draft.type === 'sell' ? symbolOf(draft.fiat) : draft.coin.trim().toUpperCase();
}

/**
 * Every problem with the draft, by field, or what it saves. When editing, a time or a trade's
 * figures left as they were keep the saved values (the field shows minutes and a rounded price).
 */
export function readDraft(
  draft: TxDraft,
  ctx: DraftContext,
  initial?: { tx: PortfolioTx; draft: TxDraft },
): { errors: DraftErrors; read: ReadDraft | null } {
  const errors: DraftErrors = {};
  const { separators } = ctx;
  const kept = initial && initial.tx.type === draft.type ? initial : undefined;

  const time = kept && draft.when === kept.draft.when ? kept.tx.time : fromLocalInput(draft.when);
  if (time === null) errors.when = WHEN_MISSING;
  else if (time > ctx.now) errors.when = WHEN_FUTURE;
  else if (draft.when.slice(0, 10) < FIRST_DAY) errors.when = WHEN_EARLY;

  const name = (text: string, missing: MessageDescriptor) =>
    text.trim() === '' ? missing : text.trim().length > 100 ? NAME_TOO_LONG : undefined;
  const wallet = draft.wallet.trim();
  const toWallet = draft.toWallet.trim();
  errors.wallet = name(draft.wallet, WALLET_MISSING);
  if (draft.type === 'transfer') {
    errors.toWallet = name(draft.toWallet, TO_WALLET_MISSING);
    if (!errors.toWallet && toWallet.toLowerCase() === wallet.toLowerCase()) errors.toWallet = SAME_WALLETS;
  }

  const coinOf = (field: 'coin' | 'gotCoin') => {
    const text = draft[field].trim();
    if (!text) errors[field] = COIN_MISSING;
    const found = text ? findByTicker(ctx.cryptos, text) : undefined;
    if (text && !found) errors[field] = unknownCoin(text);
    return found?.id;
  };
  const amountOf = (field: 'amount' | 'gotAmount' | 'feeAmount' | 'price', invalid: MessageDescriptor | null) => {
    const value = readNumber(draft[field], separators);
    if (value !== null && value > 0) return value;
    errors[field] = invalid ?? (draft[field].trim() === '' || value !== null ? AMOUNT_ABOVE_ZERO : notANumber(separators));
    return undefined;
  };

  const coin = coinOf('coin');
  const amount = amountOf('amount', null);
  let got: Quantity | undefined;
  if (draft.type === 'convert') {
    const gotCoin = coinOf('gotCoin');
    const gotAmount = amountOf('gotAmount', null);
    if (gotCoin && gotCoin === coin) errors.gotCoin = SAME_COINS;
    if (gotCoin && gotAmount !== undefined) got = { asset: gotCoin, amount: gotAmount };
  }
  const trade = draft.type === 'buy' || draft.type === 'sell';
  const price = trade && draft.price.trim() !== '' ? (amountOf('price', PRICE_INVALID) ?? null) : null;

  let fee: Quantity | undefined;
  if (draft.feeAmount.trim() !== '') {
    const feeAmount = amountOf('feeAmount', FEE_INVALID);
    const typed = draft.feeAsset?.trim() ?? '';
    const feeAsset = typed ? (findByTicker(ctx.fiats, typed) ?? findByTicker(ctx.cryptos, typed))?.id : trade ? draft.fiat : coin;
    if (typed && !feeAsset) errors.feeAsset = unknownAsset(typed);
    if (feeAsset && feeAmount !== undefined) fee = { asset: feeAsset, amount: feeAmount };
  }

  const clean = Object.fromEntries(Object.entries(errors).filter(([, e]) => e)) as DraftErrors;
  if (Object.keys(clean).length > 0 || time === null || !coin || amount === undefined) return { errors: clean, read: null };

  const sameTrade =
    kept && trade && draft.amount === kept.draft.amount && draft.price === kept.draft.price && draft.fiat === kept.draft.fiat;
  const keptLeg = sameTrade ? (draft.type === 'buy' ? kept.tx.sent : kept.tx.received) : undefined;
  return {
    errors: clean,
    read: {
      tx: {
        time,
        type: draft.type,
        wallet,
        ...(draft.type === 'transfer' ? { toWallet } : {}),
        ...(fee ? { fee } : {}),
        ...(draft.type === 'income' ? { incomeKind: draft.incomeKind } : {}),
      },
      coin: { asset: coin, amount },
      ...(got ? { got } : {}),
      fiat: draft.fiat,
      price,
      total: keptLeg?.amount ?? null,
    },
  };
}

/** The transaction to save; a buy or sell needs its price (typed or looked up) unless its total was kept. */
export function toTx(read: ReadDraft, id: string, price: number | null = read.price): PortfolioTx {
  const { tx, coin } = read;
  const money = (): Quantity => {
    const total = read.total ?? (price === null ? null : tradeTotal(coin.amount, price));
    if (total === null) throw new Error('A buy or sell needs its price');
    return { asset: read.fiat, amount: total };
  };
  switch (tx.type) {
    case 'buy':
      return { id, ...tx, received: coin, sent: money() };
    case 'sell':
      return { id, ...tx, sent: coin, received: money() };
    case 'convert':
      return { id, ...tx, sent: coin, ...(read.got ? { received: read.got } : {}) };
    case 'transfer':
      return { id, ...tx, sent: coin };
    case 'income':
      return { id, ...tx, received: coin };
  }
}
