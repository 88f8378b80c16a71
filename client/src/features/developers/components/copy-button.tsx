import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies `text` when pressed. Its name says what ("Copy curl example"); the outcome shows beside
 * it and is announced, then clears after a few seconds.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    let next: CopyState = 'copied';
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      next = 'failed';
    }
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2500);
  };

  return (
    <div className="flex items-center gap-2">
      <span aria-live="polite" className="text-xs text-muted-foreground">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy: select the text instead' : ''}
      </span>
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        Copy <span className="sr-only">{label}</span>
      </Button>
    </div>
  );
}
