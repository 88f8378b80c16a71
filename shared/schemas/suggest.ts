import { z } from 'zod';

/** Query of GET /api/currencies/suggest: the ticker or name a visitor typed that named nothing. */
export const SuggestQuerySchema = z.object({
  q: z
    .string({ error: 'Parameter "q" is required: the ticker or name to find look-alikes for.' })
    .trim()
    .min(1, { error: 'Parameter "q" is required: the ticker or name to find look-alikes for.' })
    .max(200, { error: 'Parameter "q" must be at most 200 characters.' }),
  limit: z.coerce
    .number({ error: 'Parameter "limit" must be a whole number from 1 to 20.' })
    .int({ error: 'Parameter "limit" must be a whole number from 1 to 20.' })
    .min(1, { error: 'Parameter "limit" must be a whole number from 1 to 20.' })
    .max(20, { error: 'Parameter "limit" must be a whole number from 1 to 20.' })
    .optional(),
});
export type SuggestQuery = z.infer<typeof SuggestQuerySchema>;
