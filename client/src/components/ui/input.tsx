import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** `default`: the converter's large amount field; `compact`: form fields. */
export type InputDensity = 'default' | 'compact';

const DENSITY: Record<InputDensity, string> = { default: 'h-12 text-base', compact: 'h-10 text-sm' };

/** The ring uses :focus-within so a date field keeps it while its calendar button has focus. */
export function Input({ className, type = 'text', density = 'default', ...props }: ComponentProps<'input'> & { density?: InputDensity }) {
  return (
    <input
      type={type}
      className={cn(
        'flex w-full rounded-md border border-input bg-card px-3 py-2 tabular-nums placeholder:text-muted-foreground focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
        DENSITY[density],
        className,
      )}
      {...props}
    />
  );
}
