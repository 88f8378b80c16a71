import type { ComponentProps, ReactNode } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export type PopoverImplProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  triggerProps: ComponentProps<'button'>;
  contentProps: ComponentProps<typeof PopoverContent>;
  children: ReactNode;
};

/** The Radix popover; loaded by LazyPopover when it first opens. */
export function PopoverImpl({ open, onOpenChange, trigger, triggerProps, contentProps, children }: PopoverImplProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger {...triggerProps}>{trigger}</PopoverTrigger>
      <PopoverContent {...contentProps}>{children}</PopoverContent>
    </Popover>
  );
}
