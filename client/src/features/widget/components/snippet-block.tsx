import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { CopyButton } from './copy-button';

type SnippetBlockProps = {
  title: string;
  /** Says what the snippet is for, under its title. */
  children: ReactNode;
  /** Null until the page's origin is known (the server cannot know it). */
  code: string | null;
  copyLabel: string;
  /** Lines of a skeleton while the code is unknown, about the code's height. */
  lines: number;
};

/** One embed snippet: a title, what it is for, the code (wrapped, never scrolled sideways) and its copy button. */
export function SnippetBlock({ title, children, code, copyLabel, lines }: SnippetBlockProps) {
  return (
    <section className="flex min-w-0 flex-col gap-2">
      <h3 className="text-base font-semibold">{title}</h3>
      <div className="flex flex-col gap-1 text-sm text-muted-foreground">{children}</div>
      {code === null ? (
        <Skeleton className="w-full" style={{ height: `calc(${lines} * 1.25rem + 1.5rem + 2px)` }} />
      ) : (
        <pre className="whitespace-pre-wrap break-all rounded-md border bg-muted p-3 font-mono text-xs leading-5 text-foreground">
          <code>{code}</code>
        </pre>
      )}
      <CopyButton text={code ?? ''} label={copyLabel} disabled={code === null} />
    </section>
  );
}
