import type { ReactElement, ReactNode } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

/** The Radix tooltip around a trigger; loaded by LazyTooltip on the first hover or focus. */
export function TooltipImpl({ content, defaultOpen, children }: { content: ReactNode; defaultOpen: boolean; children: ReactElement }) {
  return (
    <TooltipProvider>
      <Tooltip defaultOpen={defaultOpen}>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent>{content}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
