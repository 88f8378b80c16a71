import { Fragment } from 'react';

/** The look of code inside a sentence: the same accent-free tint in light and dark. */
export const CODE_CLASS = 'rounded-sm bg-muted px-1 py-0.5 font-mono text-[0.875em] text-foreground';

/** A sentence whose `backticked` parts are code, as the document and the problem list write them. */
export function WithCode({ text }: { text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, i) =>
        // Odd parts sat between backticks; an unpaired last backtick leaves plain text.
        i % 2 === 1 && i < parts.length - 1 ? (
          <code key={i} className={CODE_CLASS}>
            {part}
          </code>
        ) : (
          <Fragment key={i}>{i % 2 === 1 ? `\`${part}` : part}</Fragment>
        ),
      )}
    </>
  );
}

/** A word of code inside a sentence. */
export function Code({ children }: { children: string }) {
  return <code className={CODE_CLASS}>{children}</code>;
}
