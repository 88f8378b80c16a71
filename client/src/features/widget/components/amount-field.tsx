import { Input } from '@/components/ui/input';
import { FIELD_CLASS, HINT_CLASS, LABEL_CLASS } from './field-styles';

type AmountFieldProps = {
  id: string;
  value: string;
  valid: boolean;
  /** The amount the embed code keeps while the field is invalid. */
  lastValid: string;
  onChange: (text: string) => void;
};

/** The amount as typed; while it is not a positive plain decimal, a message says so and the code keeps the last valid one. */
export function AmountField({ id, value, valid, lastValid, onChange }: AmountFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={FIELD_CLASS}>
      <label htmlFor={id} className={LABEL_CLASS}>
        Amount
      </label>
      <Input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        density="compact"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={valid ? undefined : true}
        aria-describedby={valid ? hintId : `${errorId} ${hintId}`}
        className="aria-[invalid=true]:border-destructive"
      />
      {!valid && (
        <span id={errorId} className="text-xs text-destructive">
          Enter a number above 0, with a dot for decimals (like 0.5). The code below keeps {lastValid}.
        </span>
      )}
      <span id={hintId} className={HINT_CLASS}>
        Digits and an optional dot: up to 15 digits before it and 12 after.
      </span>
    </div>
  );
}
