import { type FakeVenueProtocol, json } from './fake-venue-state';

// Placeholder until this venue's protocol is written (issue 16).
export const okxProtocol: FakeVenueProtocol = {
  venue: 'okx',
  paths: [],
  answer: () => json(404, { error: 'not written yet' }),
  rateLimited: () => json(429, { error: 'rate limited' }),
};
