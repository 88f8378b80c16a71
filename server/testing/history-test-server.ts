import { type FakeHistoryUpstreams, type FakeHistoryUpstreamsOptions, startFakeHistoryUpstreams } from './fake-history-upstreams';
import { startTestServer, type TestServer } from './test-server';
import { LIVE_VENUES_UNREACHABLE } from './unreachable-upstreams';

/** The app with every historical source (CoinGecko's, the exchanges', Frankfurter) pointed at the fakes. */
export async function startHistoryTestServer(
  env: Record<string, string> = {},
  options: FakeHistoryUpstreamsOptions = {},
): Promise<{ server: TestServer; upstreams: FakeHistoryUpstreams }> {
  const upstreams = await startFakeHistoryUpstreams(options);
  const server = await startTestServer({
    COINGECKO_BASE_URL: upstreams.urls.coingecko,
    ...LIVE_VENUES_UNREACHABLE,
    COINBASE_BASE_URL: upstreams.urls.coinbase,
    DEFILLAMA_BASE_URL: upstreams.urls.defillama,
    BINANCE_BASE_URL: upstreams.urls.binance,
    FRANKFURTER_BASE_URL: upstreams.urls.frankfurter,
    ...env,
  });
  return { server, upstreams };
}
