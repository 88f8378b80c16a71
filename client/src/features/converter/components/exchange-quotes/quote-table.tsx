import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '@shared/schemas/currency';
import type { QuoteResponse, VenueQuote } from '@shared/schemas/quote';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLocale } from '@/hooks/use-locale';
import { shortAge } from '../../utils/sources-summary';
import { percentText, quoteAmount } from '../../utils/quote-figures';
import { formatRate } from '@shared/format';
import { problemText } from './problem-text';
import { isQuoteResponse } from '@shared/schemas/quote-guard';

type QuoteTableProps = { quote: QuoteResponse; from: Currency; to: Currency };

/**
 * Every exchange, best first: what the visitor would receive after the taker fee, the fee, how
 * far the order walks the book, the difference from our mid-market rate, the book's age and the
 * markets it went through; an exchange without a figure says why. Fee sources and what the
 * figures leave out close the table (decision 024).
 */
export function QuoteTable({ quote, from, to }: QuoteTableProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const hydrated = useHydrated();
  // The line read only its own fields; everything the table shows is checked here first.
  if (!isQuoteResponse(quote))
    return <p className="text-xs text-muted-foreground">{t`Exchange quotes for this amount are unavailable right now.`}</p>;
  const now = Date.now();
  const amount = `${quoteAmount(locale, quote.amount)} ${from.symbol}`;
  const priced = quote.venues.filter((v) => v.status === 'ok' && v.feeSource);
  const fromSymbol = from.symbol;
  const toSymbol = to.symbol;
  // Prices read as a coin's price: spending fiat on a coin shows fiat per coin, not coin per fiat.
  const coinSymbol = spendsFiat(from, to) ? toSymbol : fromSymbol;
  const mid = formatRate(locale, quote.mid);
  return (
    <div className="flex flex-col gap-3 text-xs" data-testid="exchange-quotes">
      <div className="overflow-x-auto rounded-md border bg-card">
        <table className="w-full text-left tabular-nums">
          <caption className="px-2 py-2 sm:px-3 text-left text-muted-foreground">
            {t`What ${amount} would fetch on each exchange, best first`}
          </caption>
          <thead>
            <tr className="border-y text-muted-foreground">
              <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                <Trans>Exchange</Trans>
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-medium">
                <Trans>You receive</Trans>
              </th>
              <th scope="col" className="hidden px-2 py-2 sm:px-3 text-right font-medium sm:table-cell">
                <Trans>Average price per {coinSymbol}</Trans>
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-medium">
                <Trans>vs mid-market</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.venues.map((venue) => (
              <VenueRow
                key={venue.venue}
                venue={venue}
                quote={quote}
                from={from}
                to={to}
                age={hydrated ? shortAge(i18n, venue.bookAsOf, now) : null}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-muted-foreground">
        {t`Mid-market: 1 ${fromSymbol} = ${mid} ${toSymbol}, the median of the sources above. Each figure walks that exchange’s public order book for your amount, then takes its taker fee.`}{' '}
        {t`Deposit, withdrawal and network fees and the spreads of instant-buy services are not included.`}
      </p>
      {priced.length > 0 && (
        <div className="text-muted-foreground">
          <p className="font-medium text-foreground">
            <Trans>Taker fees used</Trans>
          </p>
          <ul className="flex flex-col gap-0.5">
            {priced.map((venue) => (
              <FeeSourceItem key={venue.venue} venue={venue} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function VenueRow({
  venue,
  quote,
  from,
  to,
  age,
}: {
  venue: VenueQuote;
  quote: QuoteResponse;
  from: Currency;
  to: Currency;
  age: string | null;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const route = venue.route.join(' → ');
  const where = [route, age ? t`book ${age} ago` : null].filter(Boolean).join(' · ');
  const name = (
    <th scope="row" className="px-2 py-2 sm:px-3 align-top font-medium">
      {venue.name}
      {where && <span className="block font-normal text-muted-foreground">{where}</span>}
    </th>
  );
  if (venue.status !== 'ok' || venue.receive === null) {
    return (
      <tr className="border-b last:border-b-0" data-status={venue.status} data-venue={venue.name}>
        {name}
        <td colSpan={3} className="px-2 py-2 sm:px-3 align-top text-muted-foreground">
          {problemText(i18n, venue, quote.amount, from.symbol)}
        </td>
      </tr>
    );
  }
  const fee =
    venue.feeRate !== null && venue.fee !== null
      ? `${percentText(i18n, venue.feeRate)} (${quoteAmount(locale, venue.fee)} ${to.symbol})`
      : '—';
  const slippage = venue.slippage !== null ? percentText(i18n, venue.slippage) : '—';
  return (
    <tr className="border-b last:border-b-0" data-status="ok" data-venue={venue.name}>
      {name}
      <td className="px-2 py-2 sm:px-3 text-right align-top">
        <span className="whitespace-nowrap font-medium text-foreground">
          {quoteAmount(locale, venue.receive)} {to.symbol}
        </span>
        <span className="block text-muted-foreground">{t`fee ${fee} · slippage ${slippage}`}</span>
      </td>
      <td className="hidden px-2 py-2 sm:px-3 text-right align-top sm:table-cell">
        {venue.averagePrice === null
          ? '—'
          : spendsFiat(from, to)
            ? `${formatRate(locale, 1 / venue.averagePrice)} ${from.symbol}`
            : `${formatRate(locale, venue.averagePrice)} ${to.symbol}`}
      </td>
      <td className="whitespace-nowrap px-2 py-2 text-right align-top sm:px-3">
        {venue.vsMid !== null ? percentText(i18n, venue.vsMid, { signed: true }) : '—'}
      </td>
    </tr>
  );
}

/** "Kraken: 0.40 %, Kraken Pro, lowest tier … · fee schedule, checked 2025", linked to the page it comes from. */
function FeeSourceItem({ venue }: { venue: VenueQuote }) {
  const { t, i18n } = useLingui();
  const source = venue.feeSource!;
  const rate =
    venue.feeRate !== null && venue.legs.length <= 1
      ? percentText(i18n, venue.feeRate)
      : venue.legs.map((l) => percentText(i18n, l.feeRate)).join(' + ');
  const checked = source.checked;
  return (
    <li>
      {venue.name}: {rate}, {source.tier} ·{' '}
      {source.from === 'api' ? (
        t`read from its API today`
      ) : (
        <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2 hover:text-foreground">
          {t`fee schedule, checked ${checked}`}
        </a>
      )}
    </li>
  );
}

const spendsFiat = (from: Currency, to: Currency) => from.type === 'fiat' && to.type !== 'fiat';
