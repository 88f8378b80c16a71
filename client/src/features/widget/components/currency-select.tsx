import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { CurrencyOptionGroup } from '../utils/currency-options';
import { withChosen } from '../utils/currency-options';

type CurrencySelectProps = {
  id: string;
  label: string;
  value: string;
  groups: CurrencyOptionGroup[];
  /** While the lists load: the one default option, not choosable yet. */
  loading: boolean;
  onChange: (ticker: string) => void;
};

/** A currency by ticker; a single group is a plain list, more are labelled groups. */
export function CurrencySelect({ id, label, value, groups, loading, onChange }: CurrencySelectProps) {
  const shown = withChosen(groups, value);
  const options = (group: CurrencyOptionGroup) =>
    group.options.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  return (
    <Field id={id} label={label}>
      {(control) => (
        <Select
          {...control}
          value={value}
          disabled={loading}
          aria-busy={loading || undefined}
          onChange={(e) => onChange(e.target.value)}
          className="w-full min-w-0 disabled:cursor-wait disabled:opacity-70"
        >
          {shown.length === 1
            ? options(shown[0]!)
            : shown.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {options(group)}
                </optgroup>
              ))}
        </Select>
      )}
    </Field>
  );
}
