import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** The native select with the forms' field look (the same height, border and focus ring as Input's compact density). */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
