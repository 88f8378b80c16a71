import { useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';

/** Copies the result as a plain number (no grouping, the digits shown), for pasting anywhere. */
export function CopyResultButton({ text }: { text: string }) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t`Copied`, description: t`${text} is on your clipboard.` });
    } catch {
      toast({ variant: 'destructive', title: t`Could not copy`, description: t`Your browser did not allow access to the clipboard.` });
    }
  };
  const label = t`Copy the result as a number`;
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={() => void copy()}>
      <Copy aria-hidden="true" />
    </Button>
  );
}
