import { Trans, useLingui } from '@lingui/react/macro';
import { currencyName } from '@shared/currencies/currency-name';
import type { ConvertResponse } from '@shared/schemas/convert';
import type { Currency } from '@shared/schemas/currency';
import { Link } from 'wouter';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLocale } from '@/hooks/use-locale';
import { exclusionReason } from '../utils/exclusion-reason';
import { describeSources, formatUsdPrice, shortAge, sourcesByLeg } from '../utils/sources-summary';

type SourcesLineProps = { from: Currency; to: Currency; quote: ConvertResponse };

/**
 * One calm line naming where the rate comes from (decision 015), opening on demand a list of every
 * source's price and age and of those left out with the reason. Native <details>: no script, so
 * the pre-rendered page has it too.
 */
export function SourcesLine({ from, to, quote }: SourcesLineProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const hydrated = useHydrated();
  const summary = describeSources(i18n, quote);
  if (!summary) return null;
  const now = Date.now();
  const age = hydrated ? shortAge(i18n, quote.asOf, now) : null;
  const ago = age ? t`${age} ago` : null;
  const names = new Map([from, to].map((c) => [c.id, c]));
  return (
    // The link sits over the summary's right end, so the opened list takes the full width.
    <div className="relative text-xs text-muted-foreground" data-testid="sources-line">
      <details className="group">
        <summary className="mr-28 inline-block cursor-pointer list-none underline decoration-dotted underline-offset-2 hover:text-foreground [&::-webkit-details-marker]:hidden">
          {summary}
          {ago && ` · ${ago}`}
          <span aria-hidden="true" className="ml-1 inline-block transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="mt-2 flex flex-col gap-3" data-testid="sources-details">
          {sourcesByLeg(quote.sources ?? []).map(({ leg, sources }) => {
            const currency = names.get(leg);
            // The leg's own id when it is neither side of the pair (the server's word, e.g. "usd").
            const priced = currency ? `${currencyName(locale, currency)} (${currency.symbol})` : leg;
            const title = t`${priced} in US dollars`;
            return (
              <div key={leg}>
                <p className="pb-1 font-medium text-foreground">{title}</p>
                <ul aria-label={title} className="flex flex-col gap-0.5 tabular-nums">
                  {sources.map((s) => {
                    const reason = exclusionReason(i18n, s);
                    return (
                      <li
                        key={s.name}
                        className={`grid grid-cols-[6rem_minmax(0,1fr)_3rem] gap-x-2 sm:grid-cols-[6rem_7rem_3rem_minmax(0,1fr)]`}
                      >
                        <span>{s.name}</span>
                        <span className="text-right">{s.price === null ? '—' : formatUsdPrice(locale, s.price)}</span>
                        <span className="text-right">{hydrated ? (shortAge(i18n, s.asOf, now) ?? '—') : ''}</span>
                        {s.used ? (
                          <span className="max-sm:sr-only">
                            <Trans>used</Trans>
                          </span>
                        ) : (
                          <span className="col-span-3 sm:col-span-1">
                            <Trans>left out: {reason}</Trans>
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </div>
      </details>
      <Link href="/methodology" className="absolute right-0 top-0 underline underline-offset-2 hover:text-foreground">
        <Trans>How we calculate</Trans>
      </Link>
    </div>
  );
}
