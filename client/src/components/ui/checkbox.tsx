import type { ComponentProps, ReactNode } from 'react';

/** A checkbox with its text as its label, styled as Radio is. */
export function Checkbox({ children, ...props }: Omit<ComponentProps<'input'>, 'type' | 'className'> & { children: ReactNode }) {
  return (
    <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        {...props}
      />
      {children}
    </label>
  );
}
