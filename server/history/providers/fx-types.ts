/**
 * Historical exchange rates against USD. An observation is a rate as published for one day:
 * `perUsd` units of the currency per 1 USD. Reference-rate publishers (the ECB) publish on
 * working days only; the service carries the latest one forward over the gaps.
 */
export type FxObservation = { date: string; perUsd: number };

export interface FxSource {
  /** Shown to visitors as the source, e.g. "ECB via Frankfurter". */
  readonly name: string;
  /** Whether the source publishes this currency at all (lower-case ISO 4217 code). */
  supports(code: string): boolean;
  /**
   * Days before the first wanted day to ask too, so a range starting on a weekend or holiday
   * still finds the working day before it (0 for sources that publish every day).
   */
  readonly lookbackDays: number;
  /**
   * Observations for the days in [from, to] (YYYY-MM-DD, inclusive) the source has, ascending;
   * days without one are left out (an empty array is not an error). Network, HTTP and shape
   * failures reject with UpstreamError.
   */
  fetchRates(code: string, from: string, to: string): Promise<FxObservation[]>;
}
