// The configurator's field look, as the calculator's forms have it.
export const FIELD_CLASS = 'flex min-w-0 flex-col gap-1.5';
export const LABEL_CLASS = 'text-sm font-medium';
export const HINT_CLASS = 'text-xs text-muted-foreground';
export const SELECT_CLASS =
  'h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-wait disabled:opacity-70';
