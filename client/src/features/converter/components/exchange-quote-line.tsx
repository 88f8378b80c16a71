import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuoteResponse } from '@shared/schemas/quote';
import type { Currency } from '@shared/schemas/currency';
import { useId, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { loadOnce } from '@/lib/load-once';
import { useExchangeQuote } from '../hooks/use-exchange-quote';
import { bestQuote, percentText, quoteAmount } from '../utils/quote-figures';
import { ExchangeQuoteSkeleton } from './exchange-quote-parts';
import { useLoadOnce } from '@/hooks/use-load-once';

// The comparison table loads the first time a visitor opens it (decision 024).
const tableModule = loadOnce(() => import('./exchange-quotes/quote-table'));

export type ExchangeQuoteLineProps = { from: Currency; to: Currency; amount: number };

/**
 * One calm line under the result: what the amount would fetch on the best exchange, after its
 * taker fee, and a button that opens the ranked comparison in place. It follows the converter's
 * pair and amount once they settle; a failure is one muted sentence, never an error panel.
 */
export function ExchangeQuoteLine({ from, to, amount }: ExchangeQuoteLineProps) {
  const { t } = useLingui();
  const { quote, previous, failed } = useExchangeQuote({ from: from.id, to: to.id, amount });
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const table = useLoadOnce(tableModule, open);
  const shown = quote ?? previous;
  if (failed && !shown) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="exchange-quote-line">
        {t`Exchange quotes for this amount are unavailable right now.`}
      </p>
    );
  }
  if (!shown) return <ExchangeQuoteSkeleton />;
  return (
    <div className="flex flex-col gap-3" data-testid="exchange-quote">
      <p className={`text-xs text-muted-foreground transition-opacity ${quote ? '' : 'opacity-60'}`} data-testid="exchange-quote-line">
        <Summary quote={shown} to={to} />
        {' · '}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? tableId : undefined}
          onClick={() => setOpen(!open)}
          className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t({ message: plural(shown.venues.length, { one: 'compare # exchange', other: 'compare # exchanges' }) })}
        </button>
      </p>
      {open && (
        <div id={tableId} className={`transition-opacity ${quote ? '' : 'opacity-60'}`}>
          {table ? <table.QuoteTable quote={shown} from={from} to={to} /> : <Skeleton className="h-56 w-full" />}
        </div>
      )}
    </div>
  );
}

/** "On an exchange: about 0.10412 BTC at best (Kraken, after its 0.40 % fee)", or why there is no figure. */
function Summary({ quote, to }: { quote: QuoteResponse; to: Currency }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const best = bestQuote(quote);
  if (best) {
    const receive = `${quoteAmount(locale, best.receive)} ${to.symbol}`;
    const venue = best.name;
    const fee = percentText(i18n, best.feeRate);
    return (
      <Trans>
        On an exchange: about <span className="font-medium text-foreground tabular-nums">{receive}</span> at best ({venue}, after its {fee}{' '}
        fee)
      </Trans>
    );
  }
  if (quote.venues.some((v) => v.status === 'insufficient-depth'))
    return <Trans>On an exchange: the order books we read do not cover this whole amount</Trans>;
  if (quote.venues.every((v) => v.status === 'not-listed'))
    return <Trans>On an exchange: none of the exchanges we compare trades this pair</Trans>;
  return <Trans>On an exchange: no quote right now</Trans>;
}
