import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

const SHOW_COPIED_MS = 2500;

type CopyButtonProps = { text: string; label: string; disabled?: boolean };

/** Copies `text`; "Copied" (or why not) shows beside the button and is announced politely. */
export function CopyButton({ text, label, disabled = false }: CopyButtonProps) {
  // Which text the outcome was for: a changed snippet is not "Copied" any more.
  const [outcome, setOutcome] = useState<{ text: string; copied: boolean } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const finish = (copied: boolean) => {
    setOutcome({ text, copied });
    window.clearTimeout(timer.current);
    if (copied) timer.current = window.setTimeout(() => setOutcome(null), SHOW_COPIED_MS);
  };
  // In the click handler itself: browsers allow the clipboard only during a user's gesture.
  const copy = () => {
    try {
      navigator.clipboard.writeText(text).then(
        () => finish(true),
        () => finish(false),
      );
    } catch {
      finish(false); // no clipboard API (an insecure context)
    }
  };

  const shown = outcome?.text === text ? outcome : null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant="outline" size="sm" onClick={copy} disabled={disabled}>
        <Copy aria-hidden="true" />
        {label}
      </Button>
      <span aria-live="polite" className={shown?.copied === false ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
        {shown?.copied && (
          <span className="inline-flex items-center gap-1">
            <Check aria-hidden="true" className="size-4 text-primary" />
            Copied
          </span>
        )}
        {shown?.copied === false && 'Could not copy. Select the code and copy it by hand.'}
      </span>
    </div>
  );
}
