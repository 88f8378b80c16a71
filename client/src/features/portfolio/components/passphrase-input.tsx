import type { FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type PassphraseInputProps = {
  control: FieldControl;
  value: string;
  onChange: (value: string) => void;
  /** A new passphrase (a backup) or the one a backup was made with (a restore): what a password manager offers. */
  purpose: 'new' | 'current';
};

/** A backup's passphrase field: hidden as typed, and named for password managers. */
export function PassphraseInput({ control, value, onChange, purpose }: PassphraseInputProps) {
  return (
    <Input
      {...control}
      type="password"
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      density="compact"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
