import { CopyButton } from './copy-button';

/**
 * Text to copy as it is: a caption, a copy button and the code, wrapped rather than scrolled (the
 * copy is exact either way). Plain monospace, no highlighting: the page keeps to its script budget.
 */
export function CodeBlock({ code, caption, copyLabel }: { code: string; caption: string; copyLabel: string }) {
  return (
    <figure className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="text-sm font-medium text-foreground">{caption}</figcaption>
        <CopyButton text={code} label={copyLabel} />
      </div>
      <pre className="whitespace-pre-wrap rounded-md border bg-muted p-4 text-sm leading-relaxed text-foreground [overflow-wrap:anywhere]">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
