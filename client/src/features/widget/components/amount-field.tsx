import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

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
  return (
    <Field
      id={id}
      label="Amount"
      error={valid ? null : `Enter a number above 0, with a dot for decimals (like 0.5). The code below keeps ${lastValid}.`}
      hint="Digits and an optional dot: up to 15 digits before it and 12 after."
    >
      {(control) => (
        <Input
          {...control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          density="compact"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="aria-[invalid=true]:border-destructive"
        />
      )}
    </Field>
  );
}
