import type { ReactNode } from 'react';

/** One section of the page: a card with an anchor and an h2, the site's editorial column. */
export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="mx-auto flex w-full max-w-content scroll-mt-20 flex-col gap-4 rounded-lg border bg-card p-5 leading-relaxed sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Body text of a section: muted, like the site's articles. */
export function Muted({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground">{children}</p>;
}

export const LINK_CLASS = 'text-primary underline underline-offset-2 hover:no-underline';
