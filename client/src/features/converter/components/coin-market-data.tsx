import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCompactNumber, formatCompactUsd } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import type { Currency } from '@shared/schemas/currency';
import { useId } from 'react';
import { useLocale } from '@/hooks/use-locale';

/**
 * A pair page's own figures beyond the rate (decision 005): the coin's market-cap rank, market cap and
 * circulating supply, as the catalog's upstream reports them. A figure the upstream does not give
 * is left out, and with none the block is too.
 */
export function CoinMarketData({ coin }: { coin: Currency }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const id = useId();
  const facts = marketFacts(i18n, locale, coin);
  if (facts.length === 0) return null;
  const name = coin.name;
  return (
    <section aria-labelledby={id} className="mx-auto flex w-full max-w-content flex-col gap-4 rounded-lg border bg-card p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        <Trans>{name} market data</Trans>
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col gap-1">
            <dt className="text-sm text-muted-foreground">{fact.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        <Trans>Rank, market cap and supply as reported by CoinGecko.</Trans>
      </p>
    </section>
  );
}

function marketFacts(i18n: I18n, locale: Locale, coin: Currency): { label: string; value: string }[] {
  const facts: { label: string; value: string }[] = [];
  if (coin.rank !== undefined) facts.push({ label: i18n._(msg`Market cap rank`), value: `#${coin.rank}` });
  if (coin.marketCap !== undefined) facts.push({ label: i18n._(msg`Market cap`), value: formatCompactUsd(locale, coin.marketCap) });
  if (coin.circulatingSupply !== undefined) {
    facts.push({ label: i18n._(msg`Circulating supply`), value: `${formatCompactNumber(locale, coin.circulatingSupply)} ${coin.symbol}` });
  }
  return facts;
}
