import { decimalMark, zeroRun } from '@shared/format';
import { useLocale } from '@/hooks/use-locale';

/**
 * A formatted number (from shared/format) as people read it. One with 5 or more zeros right
 * after the point (a SHIB or PEPE price, 1 SHIB in BTC) is drawn with the zeros counted in a
 * subscript, "0.0₆644" for 0.000000644, so nobody has to count them; the full text is its
 * tooltip (native, so no script loads for it) and what screen readers read. Any other text is
 * rendered as it is, and so is a text with exactly `fixedDecimals` decimals. Pure, so the
 * server's HTML and the hydrated page agree.
 */
export function ReadableNumber({ text, fixedDecimals }: { text: string; fixedDecimals?: number }) {
  const mark = decimalMark(useLocale());
  // A figure the product spec shows with a fixed number of decimals (the inverse rate: exactly 8) is drawn
  // as it is whenever it has that many; only a value those decimals cannot show is compacted.
  // The decimals follow the page's decimal mark ("0,00000956" in de).
  const fraction = text.split(mark)[1];
  const run = fixedDecimals !== undefined && fraction?.length === fixedDecimals ? null : zeroRun(text);
  if (!run) return <>{text}</>;
  return (
    <span title={text} className="whitespace-nowrap">
      <span aria-hidden="true">
        {run.head}
        <sub className="mx-px">{run.zeros}</sub>
        {run.tail}
      </span>
      <span className="sr-only">{text}</span>
    </span>
  );
}
