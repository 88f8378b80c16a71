import type { UpstreamCallLog } from '../monitoring/upstream-calls';
import { countCalls } from '../monitoring/upstream-calls';
import type { VenueBudgets } from '../rates/live-sources';
import { spendVenueBudget } from '../rates/live-sources';
import type { VenueId } from '../rates/providers/venues/types';
import type { SharedState } from '../shared-state/redis-client';
import { type DepthSource, type MarketBook, MarketNotListedError } from './depth-source';

/** A book is reused this long: quotes for the same pair in a burst share one call per venue. */
export const BOOK_FRESH_MS = 5_000;
/** A venue's "no such market" is remembered longer: listings change rarely. */
const NOT_LISTED_MS = 60 * 60 * 1000;
/** Levels asked for each side: enough for retail amounts, within every venue's cheapest weight. */
export const BOOK_DEPTH = 50;

type Entry = { book: MarketBook; at: number } | { notListed: true; at: number };
type StoredBook = Omit<MarketBook, 'asOf' | 'receivedAt'> & { asOf: string; receivedAt: string };

/**
 * Order books fetched on demand (docs/decisions/024): each venue and market at most once per
 * BOOK_FRESH_MS, concurrent asks for one book share one call, the fleet shares books through
 * Redis, every call spends the venue's budget (the same one its tickers spend, as 'spare' so the
 * consensus keeps its share) and is counted in /metrics as book:{venue}.
 */
export class BookCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<MarketBook>>();
  private readonly sources: Map<VenueId, DepthSource>;

  constructor(
    private readonly options: {
      sources: readonly DepthSource[];
      budgets: VenueBudgets;
      upstreamCalls: UpstreamCallLog;
      shared?: SharedState | null;
      now?: () => number;
    },
  ) {
    this.sources = new Map(
      options.sources.map((source) => [source.id, countCalls(source, `book:${source.id}`, ['fetchBook'], options.upstreamCalls)]),
    );
  }

  venues(): DepthSource[] {
    return [...this.sources.values()];
  }

  /** A book fetched within BOOK_FRESH_MS, without asking anyone: what a page render may use. */
  peek(venue: VenueId, market: string): MarketBook | null {
    const entry = this.entries.get(key(venue, market));
    return entry && 'book' in entry && this.now() - entry.at < BOOK_FRESH_MS ? entry.book : null;
  }

  /** Whether the venue said, within the hour, that it has no such market: routes through it are skipped without asking. */
  knownMissing(venue: VenueId, market: string): boolean {
    const entry = this.entries.get(key(venue, market));
    return !!entry && 'notListed' in entry && this.now() - entry.at < NOT_LISTED_MS;
  }

  /** The market's book: cached, shared, or fetched now. Rejects as DepthSource.fetchBook does. */
  async book(venue: VenueId, market: string): Promise<MarketBook> {
    const id = key(venue, market);
    const entry = this.entries.get(id);
    if (entry && 'notListed' in entry && this.now() - entry.at < NOT_LISTED_MS) throw new MarketNotListedError(venue, market);
    const cached = this.peek(venue, market);
    if (cached) return cached;
    let pending = this.inFlight.get(id);
    if (!pending) {
      pending = this.load(venue, market).finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, pending);
    }
    return pending;
  }

  private async load(venue: VenueId, market: string): Promise<MarketBook> {
    const id = key(venue, market);
    const shared = this.options.shared;
    const fromFleet = shared ? await shared.readJson<StoredBook>(`books:${id}`) : undefined;
    if (fromFleet) {
      const book = { ...fromFleet, asOf: new Date(fromFleet.asOf), receivedAt: new Date(fromFleet.receivedAt) };
      if (this.now() - book.receivedAt.getTime() < BOOK_FRESH_MS) {
        this.entries.set(id, { book, at: book.receivedAt.getTime() });
        return book;
      }
    }
    const source = this.sources.get(venue);
    if (!source) throw new MarketNotListedError(venue, market);
    await spendVenueBudget(this.options.budgets[venue], `${venue} order book`, 'spare');
    try {
      const book = await source.fetchBook(market, BOOK_DEPTH);
      this.entries.set(id, { book, at: this.now() });
      shared?.writeJson(`books:${id}`, book, BOOK_FRESH_MS);
      this.prune();
      return book;
    } catch (error) {
      if (error instanceof MarketNotListedError) this.entries.set(id, { notListed: true, at: this.now() });
      throw error;
    }
  }

  /** Old entries go once the map grows: a crawler asking every pair leaves no lasting memory. */
  private prune(): void {
    if (this.entries.size < 2_000) return;
    const now = this.now();
    for (const [id, entry] of this.entries) {
      const life = 'notListed' in entry ? NOT_LISTED_MS : BOOK_FRESH_MS;
      if (now - entry.at >= life) this.entries.delete(id);
    }
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

const key = (venue: VenueId, market: string) => `${venue}:${market}`;
