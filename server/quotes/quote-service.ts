import { QUOTE_EXCLUDES, type QuoteProblem, type QuoteResponse, type VenueQuote } from '@shared/schemas/quote';
import type { Currency } from '@shared/schemas/currency';
import type { MarketListings } from '../rates/market-listings';
import type { RatesService } from '../rates/rates-service';
import type { VenueId } from '../rates/providers/venues/types';
import { UpstreamError } from '../upstream/types';
import { BOOK_FRESH_MS, type BookCache } from './book-cache';
import { afterFee, walkBook } from './book-walk';
import { type DepthSource, type MarketBook, MarketNotListedError } from './depth-source';
import { FEE_TABLE } from './fee-table';
import { candidateRoutes, type PlannedLeg, venueCode } from './quote-routes';

/** A book older than this is not quoted from: its venue may have moved on. */
export const BOOK_MAX_AGE_MS = 60_000;

export const VENUE_NAMES: Readonly<Record<VenueId, string>> = {
  coinbase: 'Coinbase',
  kraken: 'Kraken',
  bitstamp: 'Bitstamp',
  binance: 'Binance',
  okx: 'OKX',
};

type Fee = { rate: number; source: NonNullable<VenueQuote['feeSource']> };
/** A venue that reads its fee from its own API (Kraken's AssetPairs), per market. */
export type FeeReader = (venue: VenueId, market: string) => Promise<{ rate: number; tier: string } | null>;

class NoQuote extends Error {
  constructor(
    readonly status: VenueQuote['status'],
    readonly problem: QuoteProblem,
    message: string,
    readonly coveredAmount?: number,
  ) {
    super(message);
  }
}

/**
 * What the visitor would receive on each venue for their amount (docs/decisions/024): for every
 * venue, the first route whose markets exist (direct, or through USD, USDT or EUR), each leg's
 * book walked for the amount it receives from the leg before, each leg's taker fee taken from
 * what it gives. Nothing is extrapolated: a book that cannot fill the amount says how much of it
 * it covers.
 */
export class QuoteService {
  private readonly fees = new Map<string, { fee: Fee | null; until: number }>();
  private readonly feeReads = new Map<string, Promise<Fee>>();
  /** Answers given within BOOK_FRESH_MS, for page renders that may show a quote but never fetch one. */
  private readonly answers = new Map<string, { answer: QuoteResponse; at: number }>();

  constructor(
    private readonly options: {
      books: BookCache;
      rates: RatesService;
      /** Fees a venue publishes through its API; the fee table answers for the rest. */
      readFee?: FeeReader;
      /** Which markets each venue lists (from its tickers): routes through others are not asked. */
      listings?: MarketListings | undefined;
      now?: () => number;
    },
  ) {}

  async quote(from: Currency, to: Currency, amount: number): Promise<QuoteResponse> {
    const midQuote = await this.options.rates.quote(from, to);
    const fiat = new Set([from, to].filter((c) => c.type === 'fiat').map((c) => c.id.toUpperCase()));
    for (const code of ['USD', 'EUR']) fiat.add(code);
    const venues = await Promise.all(
      this.options.books.venues().map((source) => this.venueQuote(source, from, to, amount, midQuote.rate, fiat)),
    );
    const answer: QuoteResponse = {
      from: from.id,
      to: to.id,
      amount,
      mid: midQuote.rate,
      asOf: midQuote.asOf.toISOString(),
      venues: rank(venues),
      excludes: QUOTE_EXCLUDES,
    };
    this.remember(answer);
    return answer;
  }

  /** The answer for this pair and amount given within BOOK_FRESH_MS, if any: nothing is fetched. */
  peek(fromId: string, toId: string, amount: number): QuoteResponse | null {
    const known = this.answers.get(answerKey(fromId, toId, amount));
    return known && this.now() - known.at < BOOK_FRESH_MS ? known.answer : null;
  }

  private remember(answer: QuoteResponse): void {
    const now = this.now();
    // Bounded like the book cache: a crawler asking every pair leaves no lasting memory.
    if (this.answers.size >= 2_000) {
      for (const [id, known] of this.answers) if (now - known.at >= BOOK_FRESH_MS) this.answers.delete(id);
      if (this.answers.size >= 2_000) this.answers.clear();
    }
    this.answers.set(answerKey(answer.from, answer.to, answer.amount), { answer, at: now });
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private async venueQuote(
    source: DepthSource,
    from: Currency,
    to: Currency,
    amount: number,
    mid: number,
    fiat: ReadonlySet<string>,
  ): Promise<VenueQuote> {
    const base = { venue: source.id, name: VENUE_NAMES[source.id] };
    const fromCode = venueCode(from, source.id);
    const toCode = venueCode(to, source.id);
    if (!fromCode || !toCode) {
      const symbol = fromCode ? to.symbol : from.symbol;
      return empty(base, 'not-listed', { kind: 'not-listed', symbol }, `${base.name} does not list ${symbol}.`);
    }
    try {
      const found = await this.firstRoute(source, candidateRoutes(source, fromCode, toCode, fiat));
      if (!found)
        return empty(
          base,
          'not-listed',
          { kind: 'no-market' },
          `${base.name} has no market between ${from.symbol} and ${to.symbol}, directly or through USD, USDT or EUR.`,
        );
      return await this.fill(base, found, amount, mid);
    } catch (error) {
      if (error instanceof NoQuote)
        return {
          ...empty(base, error.status, error.problem, error.message),
          ...(error.coveredAmount !== undefined ? { coveredAmount: error.coveredAmount } : {}),
        };
      const problem = failureProblem(error);
      return empty(base, problem.kind === 'budget' ? 'skipped' : 'failed', problem, failure(base.name, error));
    }
  }

  /**
   * The first route, in the planner's order, whose every market the venue has, with its books;
   * null when none. Where the venue's ticker answer told which markets it lists (MarketListings),
   * only routes through listed markets are asked, so a first quote usually waits for one round
   * trip; without a listing each route is asked in turn until one answers.
   */
  private async firstRoute(source: DepthSource, routes: PlannedLeg[][]): Promise<ChosenLeg[] | null> {
    const books = this.options.books;
    const listings = this.options.listings;
    for (const route of routes) {
      // Known-missing markets are skipped without an exception per request (most routes of a pair are).
      if (route.some((leg) => books.knownMissing(source.id, leg.market) || listings?.lists(source.id, leg.market) === false)) continue;
      // The fees are read beside the books, not after them.
      const fees = route.map((leg) => this.fee(source.id, leg.market));
      try {
        const found = await Promise.all(route.map((leg) => books.book(source.id, leg.market)));
        return route.map((leg, i) => ({ leg, book: found[i]!, fee: fees[i]! }));
      } catch (error) {
        if (!(error instanceof MarketNotListedError)) throw error;
      }
    }
    return null;
  }

  private async fill(base: { venue: VenueId; name: string }, route: ChosenLeg[], amount: number, mid: number): Promise<VenueQuote> {
    const now = this.now();
    let carried = amount;
    let kept = 1;
    let bestRate = 1;
    let feeSource: Fee['source'] | null = null;
    const legs: VenueQuote['legs'] = [];
    for (const { leg, book, fee: feeRead } of route) {
      const bestBid = book.bids[0]?.price;
      const bestAsk = book.asks[0]?.price;
      if (bestBid !== undefined && bestAsk !== undefined && bestBid >= bestAsk) {
        throw new NoQuote(
          'failed',
          { kind: 'crossed', market: leg.market },
          `${base.name}'s ${leg.market} book is crossed (best bid ${bestBid} at or above best ask ${bestAsk}), so it cannot be traded on as shown.`,
        );
      }
      const age = now - book.asOf.getTime();
      if (age > BOOK_MAX_AGE_MS) {
        throw new NoQuote(
          'failed',
          { kind: 'stale', market: leg.market, ageMs: age },
          `${base.name}'s ${leg.market} book is ${Math.round(age / 1000)} s old.`,
        );
      }
      const walked = walkBook(book, leg.side, carried);
      if (!walked)
        throw new NoQuote(
          'failed',
          { kind: 'empty-side', market: leg.market },
          `${base.name}'s ${leg.market} book has no ${leg.side === 'buy' ? 'sell' : 'buy'} orders.`,
        );
      if (!walked.complete) {
        // What the covered part of this leg's input was worth in the visitor's amount.
        throw new NoQuote(
          'insufficient-depth',
          { kind: 'depth', market: leg.market },
          `${base.name}'s ${leg.market} book, as fetched, covers only part of the amount.`,
          amount * (walked.spent / carried),
        );
      }
      const fee = await feeRead;
      feeSource ??= fee.source;
      carried = afterFee(walked.received, fee.rate).receive;
      kept *= 1 - fee.rate;
      bestRate *= leg.side === 'sell' ? walked.bestPrice : 1 / walked.bestPrice;
      legs.push({ market: leg.market, side: leg.side, averagePrice: walked.averagePrice, bestPrice: walked.bestPrice, feeRate: fee.rate });
    }
    const receive = carried;
    const gross = receive / kept;
    // One leg reports its rate as published (1 − (1 − r) is not r in floating point).
    const feeRate = legs.length === 1 ? legs[0]!.feeRate : 1 - kept;
    return {
      ...base,
      status: 'ok',
      receive,
      averagePrice: gross / amount,
      feeRate,
      fee: gross - receive,
      feeSource,
      slippage: Math.max(0, 1 - gross / amount / bestRate),
      vsMid: receive / (amount * mid) - 1,
      bookAsOf: new Date(Math.min(...route.map(({ book }) => book.asOf.getTime()))).toISOString(),
      route: route.map(({ leg }) => leg.market),
      legs,
    };
  }

  /**
   * The venue's taker fee for a market: from its API where it publishes one (kept a day), else
   * the table. A failed read (the venue's budget spent, say) is asked again after a minute;
   * concurrent quotes for one market share one read.
   */
  private fee(venue: VenueId, market: string): Promise<Fee> {
    const table = FEE_TABLE[venue];
    const fromTable: Fee = { rate: table.taker, source: { tier: table.tier, url: table.url, checked: table.checked, from: 'table' } };
    const readFee = this.options.readFee;
    if (!readFee) return Promise.resolve(fromTable);
    const id = `${venue}:${market}`;
    const now = this.now();
    const known = this.fees.get(id);
    if (known && now < known.until) return Promise.resolve(known.fee ?? fromTable);
    let pending = this.feeReads.get(id);
    if (!pending) {
      pending = (async () => {
        try {
          const read = await readFee(venue, market);
          const fee: Fee | null = read && {
            rate: read.rate,
            source: { tier: read.tier, url: table.url, checked: new Date(now).toISOString().slice(0, 10), from: 'api' },
          };
          this.fees.set(id, { fee, until: now + DAY_MS });
          return fee ?? fromTable;
        } catch {
          this.fees.set(id, { fee: null, until: now + 60_000 });
          return fromTable;
        }
      })().finally(() => this.feeReads.delete(id));
      this.feeReads.set(id, pending);
    }
    return pending;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

type ChosenLeg = { leg: PlannedLeg; book: MarketBook; fee: Promise<Fee> };

function empty(base: { venue: VenueId; name: string }, status: VenueQuote['status'], problem: QuoteProblem, reason: string): VenueQuote {
  return {
    ...base,
    status,
    receive: null,
    averagePrice: null,
    feeRate: null,
    fee: null,
    feeSource: null,
    slippage: null,
    vsMid: null,
    bookAsOf: null,
    route: [],
    legs: [],
    reason,
    problem,
  };
}

const answerKey = (from: string, to: string, amount: number) => `${from}:${to}:${amount}`;

function failureProblem(error: unknown): QuoteProblem {
  if (!(error instanceof UpstreamError)) return { kind: 'error' };
  switch (error.kind) {
    case 'budget':
    case 'rate-limited':
    case 'timeout':
    case 'malformed':
      return { kind: error.kind };
    default:
      return { kind: 'unreachable' };
  }
}

function failure(name: string, error: unknown): string {
  if (!(error instanceof UpstreamError)) return `${name} could not be asked (an unexpected error).`;
  switch (error.kind) {
    case 'budget':
      return `${name} was not asked: its call budget for this minute is spent.`;
    case 'rate-limited':
      return `${name} is limiting requests right now.`;
    case 'timeout':
      return `${name} did not answer in time.`;
    case 'malformed':
      return `${name} sent an answer that could not be read.`;
    default:
      return `${name} could not be reached (${error.message}).`;
  }
}

const ORDER: Readonly<Record<VenueQuote['status'], number>> = { ok: 0, 'insufficient-depth': 1, failed: 2, skipped: 3, 'not-listed': 4 };

/** Best first: quotes by what the visitor receives, then venues that could not quote. */
function rank(venues: VenueQuote[]): VenueQuote[] {
  return [...venues].sort(
    (a, b) => ORDER[a.status] - ORDER[b.status] || (b.receive ?? 0) - (a.receive ?? 0) || a.name.localeCompare(b.name),
  );
}
