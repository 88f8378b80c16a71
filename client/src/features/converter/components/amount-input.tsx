import { type MouseEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { editAmount } from '../utils/parse-amount';

type AmountInputProps = {
  text: string;
  onChange: (text: string, amount: number) => void;
  /** Shown under the field from the first render (the server's too), until the visitor edits. */
  initialNotice?: string | null;
};

/** Text that is not an amount, as the visitor typed it, and the amount text it was typed over. */
type Draft = { text: string; message: string; over: string };

/** The default amount (spec §5), used when an amount from the URL cannot be shown faithfully. */
const DEFAULT_TEXT = '1';
export const URL_AMOUNT_NOTICE = 'The amount in the address has more digits than this field takes, so it shows 1.';

/**
 * Spec §5 amount field. The field shows exactly what the visitor typed or pasted; while that is
 * not an amount (anything but digits and one point, or too many digits) a message under the
 * field says why, the field is marked invalid, and the converter keeps the last good amount:
 * invalid text is never taken as a number, so nothing is silently converted.
 */
export function AmountInput({ text, onChange, initialNotice = null }: AmountInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [notice, setNotice] = useState<string | null>(initialNotice);
  /** Whether the whole text was selected when the pointer went down on the focused field. */
  const wasAllSelected = useRef(false);

  // Only an amount from the URL can arrive unfit (edits go through editAmount): use the default.
  const incomingFits = editAmount(text).ok;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (incomingFits) return;
    onChangeRef.current(DEFAULT_TEXT, 1);
    setNotice(URL_AMOUNT_NOTICE);
  }, [incomingFits]);

  const active = draft && draft.over === text ? draft : null;
  const shown = active ? active.text : incomingFits ? text : DEFAULT_TEXT;
  const message = active?.message ?? null;

  const rememberSelection = (e: PointerEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    wasAllSelected.current =
      el.ownerDocument.activeElement === el && el.selectionStart === 0 && el.selectionEnd === el.value.length;
  };
  // A click selects the whole amount, so typing replaces it, also when the field already has
  // focus; a second click (on the selected text) places the caret as usual, and so does a drag.
  const selectOnClick = (e: MouseEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    if (el.selectionStart === el.selectionEnd && !wasAllSelected.current) el.select();
  };

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
        value={shown}
        aria-describedby={hintId}
        aria-invalid={message ? true : undefined}
        className="text-lg font-medium"
        onFocus={(e) => e.currentTarget.select()}
        onPointerDown={rememberSelection}
        onClick={selectOnClick}
        onChange={(e) => {
          const raw = e.target.value;
          const edit = editAmount(raw);
          setNotice(null);
          if (edit.ok) {
            setDraft(null);
            onChange(edit.text, edit.amount);
          } else {
            setDraft({ text: raw, message: edit.message, over: text });
          }
        }}
      />
      <p id={hintId} aria-live="polite" className={cn('min-h-4 text-xs', message ? 'text-destructive' : 'text-muted-foreground')}>
        {message ?? notice}
      </p>
    </div>
  );
}
