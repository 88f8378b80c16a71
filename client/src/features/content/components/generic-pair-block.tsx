import { Trans } from '@lingui/react/macro';
import { resolveFromTicker, resolveToTicker } from '@shared/currencies/resolve-currency';
import type { Currency } from '@shared/schemas/currency';
import { useId } from 'react';
import { useLocalizedHref } from '@/hooks/use-locale';
import { useCurrencyLists } from '@/lib/currencies-query';
import { ContentCard } from './prose';

/** The symbol, or name and symbol for a coin whose symbol a bigger coin owns (its route is its id). */
function pairLabel(currency: Currency | undefined, ticker: string): string {
  if (!currency) return ticker.toUpperCase();
  return currency.urlTicker ? `${currency.name} (${currency.symbol})` : currency.symbol;
}

/** The product spec's default block for any pair without a dedicated guide. */
export function GenericPairBlock({ fromTicker, toTicker }: { fromTicker: string; toTicker: string }) {
  const id = useId();
  const lists = useCurrencyLists();
  const href = useLocalizedHref();
  const from = pairLabel(lists && resolveFromTicker(fromTicker, lists.cryptos, lists.fiats), fromTicker);
  const to = pairLabel(lists && resolveToTicker(toTicker, lists.cryptos, lists.fiats), toTicker);
  return (
    <ContentCard labelledBy={id}>
      <h2 id={id} className="text-center text-2xl font-semibold tracking-tight text-foreground">
        <Trans>
          {from} to {to} Converter
        </Trans>
      </h2>
      <p className="text-muted-foreground">
        <Trans>
          This converter shows how much {from} is worth in {to} at the latest rate. Type any amount, and the result, the exchange rate and
          the inverse rate update at once; the swap button turns the pair around to show {to} in {from}.
        </Trans>
      </p>
      <p className="text-muted-foreground">
        <Trans>
          Rates are the median of prices from the exchanges that list each coin and from CoinGecko, and refresh every minute while the page
          is open; our page on{' '}
          <a href={href('/methodology')} className="text-primary underline underline-offset-2">
            how we calculate prices
          </a>{' '}
          explains the rule. Exchanges quote slightly different prices and charge fees, typically 0.1% to 0.5% a trade, so treat the figure
          as a reference for the market rate rather than the exact amount an exchange will pay.
        </Trans>
      </p>
      <p className="text-muted-foreground">
        <Trans>
          To see what a past purchase would be worth today, use the{' '}
          <a href={href('/crypto-profit-calculator')} className="text-primary underline underline-offset-2">
            crypto profit calculator
          </a>
          .
        </Trans>
      </p>
    </ContentCard>
  );
}
