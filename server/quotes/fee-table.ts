import { z } from 'zod';
import type { VenueId } from '../rates/providers/venues/types';
import table from './fee-table.json' with { type: 'json' };

/** One venue's published taker fee, with where it was read and when it was last checked. */
const FeeEntrySchema = z.object({
  taker: z.number().min(0).max(0.05),
  tier: z.string().min(1),
  url: z.url(),
  checked: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/),
});
export type FeeEntry = z.infer<typeof FeeEntrySchema>;

const FeeTableSchema = z.object({
  version: z.number().int(),
  note: z.string(),
  venues: z.object({
    coinbase: FeeEntrySchema,
    kraken: FeeEntrySchema,
    bitstamp: FeeEntrySchema,
    binance: FeeEntrySchema,
    okx: FeeEntrySchema,
  }),
});

/** The versioned fee table (fee-table.json), checked at load: a typo there stops the start, not a quote. */
export const FEE_TABLE: Readonly<Record<VenueId, FeeEntry>> = FeeTableSchema.parse(table).venues;
