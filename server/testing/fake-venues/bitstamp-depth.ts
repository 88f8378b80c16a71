import type { FakeVenueProtocol } from './fake-venue-state';

/** Placeholder until the depth protocol is written: serves nothing. */
export const bitstampDepthProtocol: FakeVenueProtocol = {
  venue: 'bitstamp',
  paths: [],
  answer: () => ({ status: 404, body: '{}' }),
  rateLimited: () => ({ status: 429, body: '{}' }),
};
