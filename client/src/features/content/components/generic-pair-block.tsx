import { useId } from 'react';
import { ContentCard } from './prose';

/** Spec §2: the default block for any pair without a dedicated guide. */
export function GenericPairBlock({ fromTicker, toTicker }: { fromTicker: string; toTicker: string }) {
  const id = useId();
  const from = fromTicker.toUpperCase();
  const to = toTicker.toUpperCase();
  return (
    <ContentCard labelledBy={id}>
      <h2 id={id} className="text-center text-2xl font-semibold tracking-tight text-foreground">
        {from} to {to} Converter
      </h2>
      <p className="text-muted-foreground">
        This converter shows how much {from} is worth in {to} at the latest rate. Type any amount, and the result, the
        exchange rate and the inverse rate update at once; the swap button turns the pair around to show {to} in {from}.
      </p>
      <p className="text-muted-foreground">
        Rates come from CoinGecko and refresh every minute while the page is open. Exchanges quote slightly different
        prices and charge fees, typically 0.1% to 0.5% a trade, so treat the figure as a reference for the market rate
        rather than the exact amount an exchange will pay.
      </p>
      <p className="text-muted-foreground">
        To see what a past purchase would be worth today, use the{' '}
        <a href="/crypto-profit-calculator" className="text-primary underline underline-offset-2">
          crypto profit calculator
        </a>
        .
      </p>
    </ContentCard>
  );
}
