import { Trans, useLingui } from '@lingui/react/macro';
import { routeTicker } from '@shared/currencies/resolve-currency';
import { plainDecimal } from '@shared/format';
import { type Locale, localizedPath } from '@shared/i18n/locales';
import { buildPairPath } from '@shared/routes';
import type { Currency } from '@shared/schemas/currency';
import { Link2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { toast } from '@/hooks/use-toast';
import { writeConverterOptions } from '../../utils/url-options';

type ShareLinkButtonProps = { from: Currency; to: Currency; amount: number; date: string | null; targets: readonly Currency[] };

/**
 * The address of exactly this conversion, in the page's language (/de/eth-to-eur/2): amount in the
 * path, the day and extra currencies in the query. A copied link is outside wouter's base.
 */
export function shareLink(origin: string, { from, to, amount, date, targets }: ShareLinkButtonProps, locale: Locale = 'en'): string {
  const path = localizedPath(
    buildPairPath(routeTicker(from), routeTicker(to), amount === 1 || amount <= 0 ? undefined : plainDecimal(amount)),
    locale,
  );
  const query = writeConverterOptions('', { date, also: targets.map(routeTicker) });
  return `${origin}${path}${query ? `?${query}` : ''}`;
}

export function ShareLinkButton(props: ShareLinkButtonProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const copy = async () => {
    const link = shareLink(window.location.origin, props, locale);
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: t`Link copied`, description: link });
    } catch {
      toast({
        variant: 'destructive',
        title: t`Could not copy`,
        description: t`Your browser did not allow access to the clipboard. The link is ${link}`,
      });
    }
  };
  return (
    <Button variant="outline" size="sm" className="self-start" onClick={() => void copy()}>
      <Link2 aria-hidden="true" />
      <Trans>Copy link to this conversion</Trans>
    </Button>
  );
}
