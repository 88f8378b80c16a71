import type { FakeVenueProtocol } from './fake-venue-state';

/** Placeholder until the depth protocol is written: serves nothing. */
export const coinbaseExchangeDepthProtocol: FakeVenueProtocol = {
  venue: 'coinbase',
  paths: [],
  answer: () => ({ status: 404, body: '{}' }),
  rateLimited: () => ({ status: 429, body: '{}' }),
};
