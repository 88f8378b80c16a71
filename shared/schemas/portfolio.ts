import { z } from 'zod';

/**
 * A portfolio transaction as the browser stores it, exports it as JSON and seals it in a backup
 * (decision 025). Checked on the way in from any file: a restore or a plain JSON import takes
 * only transactions that fit.
 */
const QuantitySchema = z.object({
  asset: z.string().min(1).max(100),
  amount: z.number().check(z.nonnegative()).refine(Number.isFinite),
});

export const PortfolioTxSchema = z.object({
  id: z.string().min(1).max(200),
  time: z
    .number()
    .int()
    .refine((ms) => ms > Date.UTC(2008, 0, 1) && ms < Date.UTC(2100, 0, 1), { error: 'time out of range' }),
  type: z.enum(['buy', 'sell', 'convert', 'transfer', 'income']),
  wallet: z.string().min(1).max(100),
  toWallet: z.string().min(1).max(100).optional(),
  received: QuantitySchema.optional(),
  sent: QuantitySchema.optional(),
  fee: QuantitySchema.optional(),
  incomeKind: z.enum(['staking', 'airdrop', 'interest', 'other']).optional(),
});
export type PortfolioTxRecord = z.infer<typeof PortfolioTxSchema>;

/** The plain JSON export, and what a backup seals. */
export const PortfolioFileSchema = z.object({
  format: z.literal('cryptocalc-portfolio'),
  version: z.literal(1),
  exportedAt: z.string(),
  transactions: z.array(PortfolioTxSchema).max(200_000),
});
export type PortfolioFile = z.infer<typeof PortfolioFileSchema>;
