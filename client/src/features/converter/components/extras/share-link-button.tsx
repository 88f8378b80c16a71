import { routeTicker } from '@shared/currencies/resolve-currency';
import { plainDecimal } from '@shared/format';
import { buildPairPath } from '@shared/routes';
import type { Currency } from '@shared/schemas/currency';
import { Link2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { writeConverterOptions } from '../../utils/url-options';

type ShareLinkButtonProps = { from: Currency; to: Currency; amount: number; date: string | null; targets: readonly Currency[] };

/** The address of exactly this conversion: amount in the path, the day and extra currencies in the query. */
export function shareLink(origin: string, { from, to, amount, date, targets }: ShareLinkButtonProps): string {
  const path = buildPairPath(routeTicker(from), routeTicker(to), amount === 1 || amount <= 0 ? undefined : plainDecimal(amount));
  const query = writeConverterOptions('', { date, also: targets.map(routeTicker) });
  return `${origin}${path}${query ? `?${query}` : ''}`;
}

export function ShareLinkButton(props: ShareLinkButtonProps) {
  const copy = async () => {
    const link = shareLink(window.location.origin, props);
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied', description: link });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: `Your browser did not allow access to the clipboard. The link is ${link}` });
    }
  };
  return (
    <Button variant="outline" size="sm" className="self-start" onClick={() => void copy()}>
      <Link2 aria-hidden="true" />
      Copy link to this conversion
    </Button>
  );
}
