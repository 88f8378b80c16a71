import { describe, expect, it } from 'vitest';
import { pageExclusiveModules } from './page-exclusive-modules';

type Graph = Record<string, { imports?: string[]; later?: string[]; entry?: boolean }>;

function modulesOf(graph: Graph) {
  const modules = pageExclusiveModules();
  const buildEnd = modules.plugin.buildEnd as (this: unknown) => void;
  buildEnd.call({
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({
      importedIds: graph[id]?.imports ?? [],
      dynamicallyImportedIds: graph[id]?.later ?? [],
      isEntry: graph[id]?.entry === true,
    }),
  });
  return modules;
}

describe('modules only some pages reach', () => {
  // converter-page-body → card → button; calculator-page → button, form; about (static-page) → prose.
  const modules = modulesOf({
    '/c/client/src/pages/converter-page-body.tsx': { imports: ['/c/card.tsx'] },
    '/c/card.tsx': { imports: ['/c/button.tsx'] },
    '/c/client/src/pages/calculator-page.tsx': { imports: ['/c/button.tsx', '/c/form.tsx'] },
    '/c/client/src/pages/static-page.tsx': { imports: ['/c/prose.tsx', '/c/button.tsx'] },
    '/c/button.tsx': {},
    '/c/form.tsx': {},
    '/c/prose.tsx': {},
  });

  it('takes what the named pages reach alone, and what pages allowed to share reach too', () => {
    const converterOnly = modules.exclusiveTo(/converter-page-body/);
    expect(converterOnly('/c/card.tsx')).toBe(true);
    expect(converterOnly('/c/button.tsx')).toBe(false);
    expect(converterOnly('/c/form.tsx')).toBe(false);

    const withCalculator = modules.exclusiveTo(/converter-page-body/, /calculator-page/);
    expect(withCalculator('/c/card.tsx')).toBe(true);
    // The about page reaches the button too: it must not load the converter's chunk for it.
    expect(withCalculator('/c/button.tsx')).toBe(false);
    // Only the calculator reaches the form: not the converter's.
    expect(withCalculator('/c/form.tsx')).toBe(false);
    expect(withCalculator('/c/unknown.tsx')).toBe(false);
  });
});

describe('code loaded later counts as loaded', () => {
  // The converter's body and the about page both show the page text, which they load later and
  // which uses the card; the header (loaded later by the app's entry) uses the menu; the body
  // loads its own panel later; the converter page loads its body later.
  const modules = modulesOf({
    '/c/client/src/main.tsx': { entry: true, imports: ['/c/layout.tsx'] },
    '/c/layout.tsx': { later: ['/c/header.tsx'] },
    '/c/header.tsx': { imports: ['/c/menu.tsx'] },
    '/c/client/src/pages/converter-page.tsx': { imports: ['/c/first-load.tsx'], later: ['/c/client/src/pages/converter-page-body.tsx'] },
    '/c/client/src/pages/converter-page-body.tsx': {
      imports: ['/c/converter-card.tsx', '/c/card.tsx', '/c/menu.tsx', '/c/first-load.tsx', '/c/page-text.tsx'],
      later: ['/c/panel.tsx'],
    },
    '/c/client/src/pages/static-page.tsx': { imports: ['/c/page-text.tsx'] },
    '/c/page-text.tsx': { later: ['/c/sections.tsx'] },
    '/c/sections.tsx': { imports: ['/c/card.tsx'] },
    '/c/converter-card.tsx': {},
    '/c/card.tsx': {},
    '/c/menu.tsx': {},
    '/c/first-load.tsx': {},
    '/c/panel.tsx': {},
  });
  const converterOnly = modules.exclusiveTo(/converter-page-body/);

  it('keeps out what another page’s later code loads, and what the app’s entry loads later', () => {
    expect(converterOnly('/c/converter-card.tsx')).toBe(true);
    // The about page would fetch the converter's chunk for its text's card.
    expect(converterOnly('/c/card.tsx')).toBe(false);
    // Every page's header would.
    expect(converterOnly('/c/menu.tsx')).toBe(false);
  });

  it('does not count a page loading another page’s code as that page’s, nor take what only loads later', () => {
    // The converter page's own first load stays out; its body's modules stay in.
    expect(converterOnly('/c/first-load.tsx')).toBe(false);
    expect(converterOnly('/c/converter-card.tsx')).toBe(true);
    // The body's later panel is a chunk of its own, as before.
    expect(converterOnly('/c/panel.tsx')).toBe(false);
  });
});
