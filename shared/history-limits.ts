// Zod-free, so the calculator's chunk can read the limit without the schema library.

/** Longest range one history request (/api/historical-range, /api/historical-fx) may ask for: about ten years of daily points. */
export const MAX_RANGE_DAYS = 3_660;
