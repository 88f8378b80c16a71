import { fakeQuotedMid, findFakeMarket } from './binance-depth';
import { decimalString, type FakeLevel, type FakeVenueProtocol, fakeBook, json } from './fake-venue-state';
import { okxProtocol } from './okx';

/**
 * OKX spot order books, GET /api/v5/market/books?instId=BTC-USDT&sz=N: the envelope
 * {code: "0", msg: "", data: [{asks, bids, ts}]}, levels as [price, size, "0", order count]
 * strings, ts in ms = now less the venue's `bookAgeMs`. Every listed coin has a book in each of
 * USDT, USDC, BTC and EUR (not in its own code); any other instId is HTTP 200 code 51001
 * "Instrument ID does not exist". `sz` defaults to 1 and above 400 is code 51000, so a client
 * that does not cap it is caught. Books come from fakeBook() in the venue's `book` shape.
 * Rate limited: the ticker fake's HTTP 429 code 50011, no Retry-After.
 */

export const OKX_DEPTH_FAKE_QUOTES: readonly string[] = ['USDT', 'USDC', 'BTC', 'EUR'];

const MAX_SZ = 400;

/** OKX writes decimals without padding; the order count is made up, the third field always "0". */
const levelStrings = (levels: FakeLevel[]) =>
  levels.map(([price, size], i) => [decimalString(price), decimalString(size), '0', String(i + 1)]);

export const okxDepthProtocol: FakeVenueProtocol = {
  venue: 'okx',
  paths: ['/api/v5/market/books'],
  answer(url, context) {
    const instId = url.searchParams.get('instId');
    if (!instId) return json(400, { code: '50014', msg: 'Parameter instId can not be empty.', data: [] });
    const sz = Number(url.searchParams.get('sz') ?? 1);
    if (!Number.isInteger(sz) || sz < 1 || sz > MAX_SZ) return json(200, { code: '51000', msg: 'Parameter sz error', data: [] });
    const found = findFakeMarket(context, OKX_DEPTH_FAKE_QUOTES, (code, quote) => `${code}-${quote}`, instId);
    if (!found) return json(200, { code: '51001', msg: 'Instrument ID does not exist', data: [] });
    const mid = fakeQuotedMid(context, found.listing.coinId, found.quote);
    const book = fakeBook(mid, context.usdPrice(found.listing.coinId), context.state.book, sz);
    const ts = String(context.nowMs - context.state.bookAgeMs);
    return json(200, { code: '0', msg: '', data: [{ asks: levelStrings(book.asks), bids: levelStrings(book.bids), ts }] });
  },
  rateLimited: (context) => okxProtocol.rateLimited(context),
};
