import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';

/** Issue 8: copies the result as a plain number (no grouping, the digits shown), for pasting anywhere. */
export function CopyResultButton({ text }: { text: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: `${text} is on your clipboard.` });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: 'Your browser did not allow access to the clipboard.' });
    }
  };
  return (
    <Button variant="ghost" size="icon" aria-label="Copy the result as a number" title="Copy the result as a number" onClick={() => void copy()}>
      <Copy aria-hidden="true" />
    </Button>
  );
}
