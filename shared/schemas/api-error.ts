// The API's error body: `{ error }`, an English sentence, and for the failures a visitor meets on
// a page, `detail`: the same as data, so each page words it in its language (decision 017).
import * as z from 'zod/mini';

const unavailable = <K extends string>(code: K) =>
  z.object({
    code: z.literal(code),
    /** What is missing: "Bitcoin (BTC)" for prices, "EUR" for exchange rates. */
    subject: z.string(),
    /** The sources that did not answer; empty when they were only slow. */
    sources: z.array(z.string()),
  });

export const ApiErrorDetailSchema = z.discriminatedUnion('code', [
  unavailable('history-unavailable'),
  unavailable('fx-unavailable'),
  z.object({ code: z.literal('history-not-configured') }),
  z.object({ code: z.literal('fx-not-configured') }),
]);
export type ApiErrorDetail = z.infer<typeof ApiErrorDetailSchema>;

export const ApiErrorBodySchema = z.object({ error: z.string(), detail: z.optional(ApiErrorDetailSchema) });
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
