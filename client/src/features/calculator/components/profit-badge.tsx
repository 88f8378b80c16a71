import { Trans } from '@lingui/react/macro';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/utils';
import { formatMoney } from '../utils/money';
import { formatPercent } from '../utils/result-text';

type ProfitBadgeProps = {
  profitLoss: number;
  percentageChange: number;
  /** Fiat id of the base currency. */
  base: string;
  testId: string;
};

/** The product spec: "Profit $1,234.50 (+12.35%)", green from 0 up, red below. */
export function ProfitBadge({ profitLoss, percentageChange, base, testId }: ProfitBadgeProps) {
  const locale = useLocale();
  const gain = profitLoss >= 0;
  const amount = formatMoney(locale, Math.abs(profitLoss), base);
  const percent = formatPercent(locale, percentageChange);
  return (
    <span
      data-testid={testId}
      className={cn(
        'rounded-full px-3 py-1 text-sm font-semibold tabular-nums',
        gain
          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
          : 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
      )}
    >
      {gain ? (
        <Trans>
          Profit {amount} ({percent})
        </Trans>
      ) : (
        <Trans>
          Loss {amount} ({percent})
        </Trans>
      )}
    </span>
  );
}
