import { useLingui } from '@lingui/react/macro';
import { ArrowLeftRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function SwapButton({ onSwap, disabled }: { onSwap: () => void; disabled?: boolean }) {
  const { t } = useLingui();
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={t`Swap currencies`}
      disabled={disabled}
      onClick={onSwap}
      className="rounded-full shadow-sm"
    >
      <ArrowLeftRight aria-hidden="true" className="rotate-90 sm:rotate-0" />
    </Button>
  );
}
