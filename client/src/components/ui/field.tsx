import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** `muted`: the converter's quieter labels, beside its large figures. */
export type LabelTone = 'default' | 'muted';

type LabelProps = Omit<ComponentProps<'label'>, 'htmlFor'> & { htmlFor: string; tone?: LabelTone };

export function Label({ htmlFor, tone = 'default', className, children, ...props }: LabelProps) {
  return (
    <label htmlFor={htmlFor} className={cn('text-sm font-medium', tone === 'muted' && 'text-muted-foreground', className)} {...props}>
      {children}
    </label>
  );
}

/** Why a field's value cannot be used, under it; its id is what the control's aria-describedby names. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-destructive">
      {children}
    </p>
  );
}

/** What a field's control needs to be named, described and marked invalid: spread it onto the control. */
export type FieldControl = { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined };

const LAYOUT = {
  /** Label above the control, error and hint under it. */
  stack: 'flex min-w-0 flex-col gap-1.5',
  /** Label, control and hint on one line, wrapping. */
  inline: 'flex flex-wrap items-center gap-x-3 gap-y-1.5',
} as const;

type FieldProps = {
  /** The control's id; the hint is `${id}-hint`, the error `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Set while the value cannot be used: shown, named first by aria-describedby, and the control marked invalid. */
  error?: ReactNode;
  layout?: keyof typeof LAYOUT;
  tone?: LabelTone;
  /** The hint between the label and the control (what to have ready before typing). */
  hintFirst?: boolean;
  className?: string;
  children: (control: FieldControl) => ReactNode;
};

/** A labelled form control with its hint and error, wired by id: the look every form shares. */
export function Field({ id, label, hint, error, layout = 'stack', tone, hintFirst = false, className, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hintLine = hint && (
    <p id={hintId} className="text-xs text-muted-foreground">
      {hint}
    </p>
  );
  return (
    <div className={cn(LAYOUT[layout], className)}>
      <Label htmlFor={id} tone={tone}>
        {label}
      </Label>
      {hintFirst && hintLine}
      {children({
        id,
        'aria-describedby': [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {!hintFirst && hintLine}
    </div>
  );
}
