import { numberFormat } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import type { Currency } from '@shared/schemas/currency';
import { useState } from 'react';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/utils';

/** A fiat currency's sign as the page's locale writes it ($, €, CHF); one cached formatter per locale and code. */
function currencySign(locale: Locale, code: string): string {
  try {
    const part = numberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
}

/** A coin logo, or a monogram when there is none or it cannot load (offline, blocked host). */
export function CurrencyIcon({ currency, className }: { currency: Pick<Currency, 'symbol' | 'image' | 'type'>; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const locale = useLocale();
  const base = cn('inline-flex size-7 shrink-0 items-center justify-center rounded-full', className);
  if (currency.image && failedSrc !== currency.image) {
    return (
      <img
        src={currency.image}
        alt=""
        width={28}
        height={28}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className={cn(base, 'bg-muted object-cover')}
        onError={() => setFailedSrc(currency.image)}
      />
    );
  }
  const label = currency.type === 'fiat' ? currencySign(locale, currency.symbol) : currency.symbol.slice(0, 3);
  // Drawn by CSS, like the logo it stands in for: as text it would be part of the picker's visible
  // label ("BTC BTC Bitcoin") without being in its accessible name (WCAG 2.5.3, label in name).
  return (
    <span
      aria-hidden="true"
      data-monogram={label}
      className={cn(
        base,
        'bg-muted font-semibold text-muted-foreground before:content-[attr(data-monogram)]',
        label.length > 2 ? 'text-[0.6rem]' : 'text-xs',
      )}
    />
  );
}
