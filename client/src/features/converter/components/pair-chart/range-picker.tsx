import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CHART_RANGES, type ChartRange } from '@shared/schemas/chart-response';
import { type KeyboardEvent, useRef } from 'react';
import { cn } from '@/lib/utils';

// Short unit letters differ by language (ja "24時間", ru "24 ч").
const LABELS: Record<ChartRange, MessageDescriptor> = {
  '24h': msg({ comment: 'Chart range button: 24 hours', message: '24h' }),
  '7d': msg({ comment: 'Chart range button: 7 days', message: '7d' }),
  '30d': msg({ comment: 'Chart range button: 30 days', message: '30d' }),
  '1y': msg({ comment: 'Chart range button: 1 year', message: '1y' }),
  max: msg({ comment: 'Chart range button: all available history', message: 'Max' }),
};

/**
 * The chart's range as a radio group: one tab stop, arrow keys move and select (wrapping),
 * Home/End jump to the ends, as the ARIA radio group pattern has it.
 */
export function RangePicker({ value, onChange }: { value: ChartRange; onChange: (range: ChartRange) => void }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const { t, i18n } = useLingui();

  const onKeyDown = (event: KeyboardEvent) => {
    const index = CHART_RANGES.indexOf(value);
    const last = CHART_RANGES.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (index + 1) % CHART_RANGES.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (index + last) % CHART_RANGES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(CHART_RANGES[next]!);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={t`Chart range`}
      className="inline-flex h-9 items-center rounded-md bg-muted p-1"
      onKeyDown={onKeyDown}
    >
      {CHART_RANGES.map((range, i) => {
        const checked = range === value;
        return (
          <button
            key={range}
            ref={(element) => {
              buttons.current[i] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(range)}
            className={cn(
              'h-7 min-w-11 rounded-sm px-2.5 text-sm font-medium tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              checked ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {i18n._(LABELS[range])}
          </button>
        );
      })}
    </div>
  );
}
