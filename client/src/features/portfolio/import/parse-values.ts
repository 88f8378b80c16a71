/**
 * Numbers and dates as exchanges write them in their exports: "$1,234.56", "€1.00", "-0.5",
 * "1,234.5USDT" (Binance puts the unit inside), "2024-02-01 10:20:30 UTC", ISO with Z.
 */

/** A plain number from text with currency signs, grouping commas and spaces removed; null if none. */
export function parseAmount(text: string | undefined): number | null {
  if (text === undefined) return null;
  const cleaned = text.replace(/[\s,$€£¥₩₹]/g, '').replace(/^\((.*)\)$/, '-$1');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** "0.5BTC" → { amount: 0.5, unit: "BTC" }; "1,234.5USDT" → { 1234.5, "USDT" }; null if not that shape. */
export function parseAmountWithUnit(text: string | undefined): { amount: number; unit: string } | null {
  const match = /^([+-]?[\d,]*\.?\d+(?:[eE][+-]?\d+)?)\s*([A-Za-z][A-Za-z0-9]*)$/.exec((text ?? '').trim());
  if (!match) return null;
  const amount = parseAmount(match[1]);
  return amount === null ? null : { amount, unit: match[2]!.toUpperCase() };
}

/**
 * A moment from an export's time text, read as UTC unless it says otherwise: "2024-02-01
 * 10:20:30", "2024-02-01 10:20:30 UTC", "2024-02-01T10:20:30Z", "2024-02-01T10:20:30.123+01:00",
 * "2024-02-01". Null when it is none of these.
 */
export function parseTime(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?\s*(Z|UTC|[+-]\d{2}:?\d{2})?$/i.exec(value);
  if (!match) return null;
  const [, date, time = '00:00:00', zone] = match;
  const offset = !zone || /^(z|utc)$/i.test(zone) ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const ms = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}${offset}`);
  return Number.isNaN(ms) ? null : ms;
}
