import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { editAmount } from '../utils/parse-amount';

type AmountInputProps = { text: string; onChange: (text: string, amount: number) => void };

/** Spec §5: rejects anything but digits and one point, and says why instead of failing silently. */
export function AmountInput({ text, onChange }: AmountInputProps) {
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-muted-foreground">
        Amount
      </label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder="1"
        value={text}
        aria-describedby={`${id}-hint`}
        aria-invalid={message ? true : undefined}
        className="text-lg font-medium"
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => {
          const edit = editAmount(e.target.value);
          if (edit.ok) {
            setMessage(null);
            onChange(edit.text, edit.amount);
          } else {
            setMessage(edit.message);
          }
        }}
      />
      <p id={`${id}-hint`} aria-live="polite" className="min-h-4 text-xs text-destructive">
        {message}
      </p>
    </div>
  );
}
