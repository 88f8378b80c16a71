import { routeTicker } from '@shared/currencies/resolve-currency';
import { buildPairPath } from '@shared/routes';
import type { Currency } from '@shared/schemas/currency';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { standingParts } from '../utils/coin-standing';
import type { Selection } from '../utils/selection';

/**
 * Issue 8: on a pair page whose ticker is the symbol of several coins (/ton-to-usd), says which
 * coin is shown and links to the others, keeping the other side of the pair. Rendered on the
 * server too: it needs only the lists, which every converter page loads before rendering.
 */
export function TickerChooser({ selection }: { selection: Selection }) {
  const { from, to, alternatives } = selection;
  return (
    <>
      {alternatives.from.length > 0 && <TickerNote shown={from} others={alternatives.from} pathFor={(c) => buildPairPath(routeTicker(c), routeTicker(to))} />}
      {alternatives.to.length > 0 && <TickerNote shown={to} others={alternatives.to} pathFor={(c) => buildPairPath(routeTicker(from), routeTicker(c))} />}
    </>
  );
}

type TickerNoteProps = { shown: Currency; others: readonly Currency[]; pathFor: (currency: Currency) => string };

function TickerNote({ shown, others, pathFor }: TickerNoteProps) {
  const [, navigate] = useLocation();
  // A plain link that navigates in place: the page element stays, so the typed amount survives.
  const follow = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <p role="status" className="rounded-md border bg-muted p-3 text-sm">
      {shown.symbol} is the ticker of several coins. Showing {shown.name}
      <span className="tabular-nums">{standingNote(shown, ' market cap')}</span>. Did you mean:{' '}
      {others.map((other, index) => (
        <span key={other.id}>
          {index > 0 && (index === others.length - 1 ? ' or ' : ', ')}
          <a href={pathFor(other)} onClick={follow(pathFor(other))} className="font-medium text-primary underline underline-offset-2">
            {other.name}
          </a>
          <span className="tabular-nums">{standingNote(other)}</span>
        </span>
      ))}
      ?
    </p>
  );
}

/** " (#18, $26.2B market cap)", or nothing when the catalog knows neither. */
function standingNote(currency: Currency, capSuffix = ''): string {
  const parts = standingParts(currency);
  if (parts.length === 0) return '';
  return ` (${parts.join(', ')}${currency.marketCap !== undefined ? capSuffix : ''})`;
}
