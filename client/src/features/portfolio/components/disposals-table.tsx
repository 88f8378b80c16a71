import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/utils';
import type { DisposalResult } from '../engine/types';
import { useRuleNames } from './method-names';
import { formatGain, formatMoney, formatQuantity, gainTone } from './portfolio-format';

const PAGE = 100;

type DisposalsTableProps = { disposals: readonly DisposalResult[]; reporting: string; assetLabel: (asset: string) => string };

/** The year's disposals, newest first, each with its matched cost and any reason it is not fully counted. */
export function DisposalsTable({ disposals, reporting, assetLabel }: DisposalsTableProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const ruleNames = useRuleNames();
  const [shown, setShown] = useState(PAGE);
  if (disposals.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No disposals in this tax year.</Trans>
      </p>
    );
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (value: number) => formatMoney(locale, value, reporting);
  const flagOf = (d: DisposalResult): string | null => {
    if (d.unmatched > 0) return t`No matching purchase for ${formatQuantity(locale, d.unmatched)}`;
    if (d.proceeds === null) return t`No price for the proceeds`;
    if (d.parts.some((p) => p.cost === null)) return t`A purchase’s cost is unknown`;
    return null;
  };
  const causeNames = { sale: t`Sale`, convert: t`Convert`, fee: t`Fee paid in coin` };
  const ordered = [...disposals].reverse();
  return (
    <div className="flex flex-col gap-2">
      {/* Focusable, so a keyboard can scroll it on a narrow screen. */}
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t`Disposals`}>
        <table className="w-full min-w-[40rem] text-sm tabular-nums">
          <caption className="sr-only">{t`Disposals`}</caption>
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">{t`Date`}</th>
              <th scope="col" className="py-2 pr-3 font-medium">{t`Asset`}</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">{t`Quantity`}</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">{t`Proceeds`}</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">{t`Cost`}</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">{t`Gain or loss`}</th>
              <th scope="col" className="py-2 font-medium">{t`Matched by`}</th>
            </tr>
          </thead>
          <tbody>
            {ordered.slice(0, shown).map((d) => {
              const flag = flagOf(d);
              // Nothing matched with a known cost: no cost to show, never a cost of zero.
              const costed = d.parts.filter((p) => p.cost !== null);
              const cost = costed.length > 0 ? costed.reduce((sum, p) => sum + p.cost!, 0) : null;
              const rules = [...new Set(d.parts.map((p) => ruleNames[p.rule]))].join(', ');
              return (
                <tr
                  key={`${d.txId}:${d.seq}`}
                  className={cn('border-t border-border/60 align-top', flag && 'bg-destructive/5')}
                  data-flagged={flag ? 'true' : undefined}
                >
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {dateTime.format(d.time)}
                    <span className="block text-xs text-muted-foreground">{causeNames[d.cause]}</span>
                    {flag && (
                      <span className="block whitespace-normal text-xs font-medium text-destructive" data-testid="disposal-flag">
                        {flag}
                      </span>
                    )}
                  </td>
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {assetLabel(d.asset)}
                  </th>
                  <td className="py-2 pr-3 text-right">{formatQuantity(locale, d.amount)}</td>
                  <td className="py-2 pr-3 text-right">{d.proceeds === null ? '—' : money(d.proceeds)}</td>
                  <td className="py-2 pr-3 text-right">{cost === null ? '—' : money(cost)}</td>
                  <td className={cn('py-2 pr-3 text-right', d.gain !== null && cost !== null && gainTone(d.gain))}>
                    {d.gain === null || cost === null ? '—' : formatGain(locale, d.gain, reporting)}
                  </td>
                  <td className="py-2">{rules || '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {ordered.length > shown && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setShown((n) => n + PAGE)}>
          <Trans>Show {Math.min(PAGE, ordered.length - shown)} more</Trans>
        </Button>
      )}
    </div>
  );
}
