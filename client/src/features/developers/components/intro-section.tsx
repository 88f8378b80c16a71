import { LINK_CLASS } from './doc-section';

/** The page's sections, in order: the table of contents and the anchors share these ids. */
export const SECTIONS = [
  { id: 'quick-start', title: 'Quick start' },
  { id: 'limits-and-caching', title: 'Limits and caching' },
  { id: 'errors', title: 'Errors' },
  { id: 'reference', title: 'Reference' },
  { id: 'widget', title: 'Widget' },
  { id: 'attribution', title: 'Attribution' },
  { id: 'machine-readable', title: 'Machine-readable' },
  { id: 'changelog', title: 'Changelog' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

export const sectionTitle = (id: SectionId) => SECTIONS.find((s) => s.id === id)?.title ?? id;

/** The h1, what the API is in one sentence, and the way to every section (once there is a page to show). */
export function IntroSection({ contents = true }: { contents?: boolean }) {
  return (
    <header id="overview" className="mx-auto flex w-full max-w-content flex-col gap-4 px-1">
      <h1 className="text-3xl font-semibold tracking-tight text-foreground">Developers</h1>
      <p className="max-w-prose text-lg leading-relaxed text-muted-foreground">
        A free JSON API over HTTPS, with no key to ask for: the same live and historical prices this site shows, and a widget that puts a
        converter on your own pages.
      </p>
      {contents && (
        <nav aria-label="On this page" className="text-sm">
          <ol className="flex flex-wrap gap-x-5 gap-y-2">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={LINK_CLASS}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </header>
  );
}
