// zod/mini: the IndexNow answers the operator tools read (request bodies: indexnow.ts).
import * as z from 'zod/mini';

export const IndexNowResultSchema = z.object({
  success: z.boolean(),
  /** URLs sent to the search engines in this request. */
  submitted: z.int().check(z.nonnegative()),
  /** URLs left out because they were submitted in the last 24 hours. */
  skipped: z.int().check(z.nonnegative()),
  /** The IndexNow service's status, when a request was made. */
  status: z.optional(z.int()),
  message: z.string(),
});
export type IndexNowResult = z.infer<typeof IndexNowResultSchema>;

export const IndexNowVisitResultSchema = z.object({
  success: z.boolean(),
  /** Whether the page waits for the next batch; only the sitemap's pages are submitted. */
  queued: z.boolean(),
  message: z.string(),
});
export type IndexNowVisitResult = z.infer<typeof IndexNowVisitResultSchema>;
