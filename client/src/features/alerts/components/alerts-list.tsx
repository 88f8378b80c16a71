import { Trans, useLingui } from '@lingui/react/macro';
import { formatAmount, formatLongDate, formatResult } from '@shared/format';
import type { Alert, PushSubscriptionInput } from '@shared/schemas/alerts';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useLocalizedHref } from '@/hooks/use-locale';
import { useCurrencyLists } from '@/lib/currencies-query';
import { deleteAlert, listAlerts } from '../api/alerts-api';
import { currentSubscription, pushSupport } from '../api/push-subscription';

type State =
  | { kind: 'loading' }
  | { kind: 'none'; reason: 'unsupported' | 'no-subscription' }
  | { kind: 'ready'; subscription: PushSubscriptionInput; alerts: Alert[] }
  | { kind: 'error' };

/** /alerts: this browser's alerts, each with a delete button. Nothing is shown for other devices. */
export function AlertsList() {
  const { t } = useLingui();
  const locale = useLocale();
  const href = useLocalizedHref();
  const lists = useCurrencyLists();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    void (async () => {
      try {
        if (pushSupport() === 'unsupported') return active && setState({ kind: 'none', reason: 'unsupported' });
        const subscription = await currentSubscription();
        if (!subscription) return active && setState({ kind: 'none', reason: 'no-subscription' });
        const alerts = await listAlerts(subscription);
        if (active) setState({ kind: 'ready', subscription, alerts });
      } catch {
        if (active) setState({ kind: 'error' });
      }
    })();
    return () => {
      active = false;
    };
  }, []);

  const symbol = (id: string) => lists?.cryptos.find((c) => c.id === id)?.symbol ?? lists?.fiats.find((c) => c.id === id)?.symbol ?? id.toUpperCase();

  const remove = async (alert: Alert) => {
    if (state.kind !== 'ready') return;
    try {
      await deleteAlert(state.subscription, alert.id);
      setState({ ...state, alerts: state.alerts.filter((a) => a.id !== alert.id) });
    } catch {
      setState({ kind: 'error' });
    }
  };

  if (state.kind === 'loading') return <Skeleton role="status" aria-label={t`Loading your alerts`} className="h-32 w-full" />;
  if (state.kind === 'error') return <p className="text-sm text-destructive">{t`Your alerts could not be loaded. Please try again later.`}</p>;
  const empty = state.kind === 'none' || state.alerts.length === 0;
  if (empty) {
    return (
      <div className="flex flex-col gap-2 text-sm text-muted-foreground">
        <p>
          {state.kind === 'none' && state.reason === 'unsupported' ? t`This browser cannot receive notifications from websites.` : t`There are no price alerts on this browser.`}
        </p>
        <p>
          <Trans>
            Set one from any converter page, such as <a href={href('/btc-to-usd')} className="text-primary underline-offset-4 hover:underline">BTC to USD</a>, with “Set a price alert”.
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
              <span className="sr-only">{alert.direction === 'above' ? t`${amount} ${from} above ${price} ${to}` : t`${amount} ${from} below ${price} ${to}`}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
