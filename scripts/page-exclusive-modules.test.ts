import { describe, expect, it } from 'vitest';
import { pageExclusiveModules } from './page-exclusive-modules';

describe('modules only some pages reach', () => {
  // converter-page-body → card → button; calculator-page → button, form; about (static-page) → prose.
  const graph: Record<string, string[]> = {
    '/c/client/src/pages/converter-page-body.tsx': ['/c/card.tsx'],
    '/c/card.tsx': ['/c/button.tsx'],
    '/c/client/src/pages/calculator-page.tsx': ['/c/button.tsx', '/c/form.tsx'],
    '/c/client/src/pages/static-page.tsx': ['/c/prose.tsx', '/c/button.tsx'],
    '/c/button.tsx': [],
    '/c/form.tsx': [],
    '/c/prose.tsx': [],
  };
  const modules = pageExclusiveModules();
  const buildEnd = modules.plugin.buildEnd as (this: unknown) => void;
  buildEnd.call({
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }),
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
