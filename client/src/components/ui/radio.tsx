import type { ComponentProps, ReactNode } from 'react';

/** One choice of a radio group (inside a fieldset with a legend), its text as its label. */
export function Radio({ children, ...props }: Omit<ComponentProps<'input'>, 'type' | 'className'> & { children: ReactNode }) {
  return (
    <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
      <input
        type="radio"
        className="size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        {...props}
      />
      {children}
    </label>
  );
}
