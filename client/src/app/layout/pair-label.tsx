import { Trans } from '@lingui/react/macro';

/** "BTC to USD" in the page's language; the tickers stay as the product spec writes them. */
export function PairLabel({ from, to }: { from: string; to: string }) {
  return (
    <Trans>
      {from} to {to}
    </Trans>
  );
}
