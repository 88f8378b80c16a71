import { Trans, useLingui } from '@lingui/react/macro';
import { formatAmount, formatLongDate, formatResult } from '@shared/format';
import type { Alert } from '@shared/schemas/alerts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useLocalizedHref } from '@/hooks/use-locale';
import { useCurrencyLists } from '@/lib/currencies-query';
import { type BrowserAlerts, browserAlertsQuery, deleteAlert } from '../api/alerts-list-api';

/** /alerts: this browser's alerts, each with a delete button. Nothing is shown for other devices. */
export function AlertsList() {
  const { t } = useLingui();
  const locale = useLocale();
  const href = useLocalizedHref();
  const lists = useCurrencyLists();
  const queryClient = useQueryClient();
  const query = useQuery(browserAlertsQuery);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const state = query.data;

  const symbol = (id: string) =>
    lists?.cryptos.find((c) => c.id === id)?.symbol ?? lists?.fiats.find((c) => c.id === id)?.symbol ?? id.toUpperCase();

  const remove = async (alert: Alert) => {
    if (state?.kind !== 'ready') return;
    try {
      await deleteAlert(state.subscription, alert.id);
      queryClient.setQueryData(browserAlertsQuery.queryKey, (current: BrowserAlerts | undefined) =>
        current?.kind === 'ready' ? { ...current, alerts: current.alerts.filter((a) => a.id !== alert.id) } : current,
      );
    } catch {
      setDeleteFailed(true);
    }
  };

  if (query.isError || deleteFailed)
    return <p className="text-sm text-destructive">{t`Your alerts could not be loaded. Please try again later.`}</p>;
  if (!state) return <Skeleton role="status" aria-label={t`Loading your alerts`} className="h-32 w-full" />;
  const empty = state.kind === 'none' || state.alerts.length === 0;
  if (empty) {
    return (
      <div className="flex flex-col gap-2 text-sm text-muted-foreground">
        <p>
          {state.kind === 'none' && state.reason === 'unsupported'
            ? t`This browser cannot receive notifications from websites.`
            : t`There are no price alerts on this browser.`}
        </p>
        <p>
          <Trans>
            Set one from any converter page, such as{' '}
            <a href={href('/btc-to-usd')} className="text-primary underline underline-offset-4">
              BTC to USD
            </a>
            , with “Set a price alert”.
          </Trans>
        </p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col divide-y rounded-md border">
      {state.alerts.map((alert) => {
        const amount = formatAmount(locale, alert.amount);
        const from = symbol(alert.from);
        const to = symbol(alert.to);
        const price = formatResult(locale, alert.threshold);
        const created = formatLongDate(locale, alert.createdAt);
        return (
          <li key={alert.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="flex flex-col gap-1">
              <p className="font-medium tabular-nums">
                {alert.direction === 'above' ? t`${amount} ${from} above ${price} ${to}` : t`${amount} ${from} below ${price} ${to}`}
              </p>
              <p className="text-sm text-muted-foreground">
                {alert.repeat === 'once' ? t`Once · set on ${created}` : t`At most once a day · set on ${created}`}
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => void remove(alert)}>
              <Trash2 aria-hidden="true" />
              <Trans>Delete</Trans>
              <span className="sr-only">
                {alert.direction === 'above' ? t`${amount} ${from} above ${price} ${to}` : t`${amount} ${from} below ${price} ${to}`}
              </span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
