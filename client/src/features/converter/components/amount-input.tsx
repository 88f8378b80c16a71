import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type MouseEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/utils';
import { editAmount, localeSeparators, localizeAmount } from '../utils/parse-amount';

type AmountInputProps = {
  /** The amount as a plain decimal ("1234.5"), as the converter keeps it. */
  text: string;
  /** Told the plain decimal and the number of each amount the visitor types or pastes. */
  onChange: (text: string, amount: number) => void;
  /** Shown under the field from the first render (the server's too), until the visitor edits. */
  initialNotice?: MessageDescriptor | null;
};

/** Text that is not an amount, as the visitor typed it, why not, and the amount text it was typed over. */
type Draft = { text: string; message: MessageDescriptor; over: string };
/** An amount as the visitor typed it ("1.234,5") and as the plain decimal it stands for. */
type Typed = { text: string; plain: string };

/** The default amount (the product spec's), used when an amount from the URL cannot be shown faithfully. */
const DEFAULT_TEXT = '1';
export const URL_AMOUNT_NOTICE = msg`The amount in the address has more digits than this field takes, so it shows 1.`;

/**
 * The product spec's amount field, in the page's language's way of writing numbers (the rule is on
 * `editAmount`: the locale's decimal separator, thousands between groups of three, a point or
 * comma after a lone 0 taken either way). The separators are the page's locale's, not the
 * browser's, so the server's HTML and the hydrated field agree. The field shows exactly what the
 * visitor typed or pasted; while that is not an amount a message under the field says why,
 * naming the separators, the field is marked invalid, and the converter keeps the last good
 * amount: invalid text is never taken as a number, so nothing is silently converted. An amount
 * from elsewhere (the address, or after the field is re-created for a new pair) is shown with
 * the locale's decimal separator and no grouping: "1234,5" on /de pages.
 */
export function AmountInput({ text, onChange, initialNotice = null }: AmountInputProps) {
  const { i18n } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  const separators = localeSeparators(useLocale());
  const [draft, setDraft] = useState<Draft | null>(null);
  const [typed, setTyped] = useState<Typed | null>(null);
  const [notice, setNotice] = useState<MessageDescriptor | null>(initialNotice);
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
  const amountShown = typed && typed.plain === text ? typed.text : localizeAmount(text, separators);
  const shown = active ? active.text : incomingFits ? amountShown : DEFAULT_TEXT;
  const message = active?.message ?? null;

  const take = (raw: string) => {
    const edit = editAmount(raw, separators);
    setNotice(null);
    if (edit.ok) {
      setDraft(null);
      setTyped({ text: edit.text, plain: edit.plain });
      onChange(edit.plain, edit.amount);
    } else {
      setDraft({ text: raw, message: edit.message, over: text });
    }
  };
  // Typed before this code had loaded (the field is the server's HTML until then: decision 007
  // addendum): what the field holds once React has taken it over is the visitor's amount.
  const field = useRef<HTMLInputElement>(null);
  const rendered = useRef(shown);
  const takeRef = useRef(take);
  takeRef.current = take;
  useEffect(() => {
    const typedEarly = field.current?.value;
    if (typedEarly !== undefined && typedEarly !== rendered.current) takeRef.current(typedEarly);
  }, []);

  const rememberSelection = (e: PointerEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    wasAllSelected.current = el.ownerDocument.activeElement === el && el.selectionStart === 0 && el.selectionEnd === el.value.length;
  };
  // A click selects the whole amount, so typing replaces it, also when the field already has
  // focus; a second click (on the selected text) places the caret as usual, and so does a drag.
  const selectOnClick = (e: MouseEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    if (el.selectionStart === el.selectionEnd && !wasAllSelected.current) el.select();
  };

  // Field's parts written out (Label's muted look, the ids): every page's first load carries this
  // field, and neither Field's nor Label's code fits its budget (docs/decisions/007). One live line
  // holds the message or the notice and keeps its height, so the card does not move.
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-muted-foreground">
        <Trans>Amount</Trans>
      </label>
      <Input
        ref={field}
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
        onChange={(e) => take(e.target.value)}
      />
      <p id={hintId} aria-live="polite" className={cn('min-h-4 text-xs', message ? 'text-destructive' : 'text-muted-foreground')}>
        {message ? i18n._(message) : notice ? i18n._(notice) : null}
      </p>
    </div>
  );
}
