import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { keepPageChunks } from '../shared/page-chunks';
import { pageChunksOf, paintFirstEntry } from './paint-first-entry';

const built = `<!doctype html>
<html lang="en">
  <head>
    <script>theme()</script>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the template whose app scripts wait for the first paint', () => {
  const out = paintFirstEntry(built);

  it('asks for no script before the page is parsed: no module script, no modulepreload in the markup', () => {
    expect(out).not.toContain('<script type="module"');
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
    expect(out).toContain('<script>theme()</script>');
  });

  it('adds them, the entry last, from one inline loader run after a frame has been drawn', () => {
    const loaders = out.match(/<script>\(function\(\)\{var e=[\s\S]*?<\/script>/g) ?? [];
    expect(loaders).toHaveLength(1);
    const loader = loaders[0]!;
    expect(loader).toContain('requestAnimationFrame');
    expect(loader.indexOf('/assets/runtime-B.js')).toBeLessThan(loader.indexOf('/assets/index-A.js'));
    expect(loader).toContain('"/assets/framework-C.js"');
    expect(loader).toContain("s.type='module'");
  });

  it('notes a first pointer, key or scroll on <html> before any app code has loaded', () => {
    const loader = /<script>(\(function\(\)\{var e=[\s\S]*?)<\/script>/.exec(out)![1]!;
    const listeners = new Map<string, () => void>();
    const attributes = new Map<string, string>();
    const scope = {
      document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) }, head: {} },
      addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
      removeEventListener: (name: string) => listeners.delete(name),
      requestAnimationFrame: () => 0,
      setTimeout: () => 0,
    };
    new Function(...Object.keys(scope), loader)(...Object.values(scope));
    expect([...listeners.keys()]).toEqual(expect.arrayContaining(['pointerover', 'pointerdown', 'keydown', 'focusin', 'scroll']));
    listeners.get('pointerover')!();
    expect(attributes.get('data-interacted')).toBe('');
    // Noted once: every listener but the loader's own DOMContentLoaded is gone.
    expect([...listeners.keys()]).toEqual(['DOMContentLoaded']);
  });

  it('refuses a template without its entry, rather than ship a page that never starts', () => {
    expect(() => paintFirstEntry('<html><head></head></html>')).toThrow(/no module entry/);
  });

  it("asks for the rendered page's own files with the app's, from the list the server left in the page", () => {
    const template = paintFirstEntry(built, { 'calculator-page': ['/assets/calculator-E.js'], 'alerts-page': ['/assets/alerts-F.js'] });
    const page = keepPageChunks(template, 'calculator-page');
    expect(page).toContain('<script id="page-chunks" type="application/json">["/assets/calculator-E.js"]</script>');
    expect(page).not.toContain('alerts-F');
    expect(keepPageChunks(template, 'toString')).toContain('<script id="page-chunks" type="application/json">[]</script>');

    const loader = /<script>(\(function\(\)\{var e=[\s\S]*?)<\/script>/.exec(page)![1]!;
    const asked: string[] = [];
    let ready = () => {};
    const element = (tag: string) => ({
      tag,
      set href(url: string) {
        asked.push(url);
      },
      set src(url: string) {
        asked.push(url);
      },
    });
    const scope = {
      document: {
        documentElement: { setAttribute: () => {} },
        head: { appendChild: () => {} },
        createElement: element,
        getElementById: (id: string) => (id === 'page-chunks' ? { textContent: '["/assets/calculator-E.js"]' } : null),
      },
      addEventListener: (name: string, listener: () => void) => name === 'DOMContentLoaded' && (ready = listener),
      removeEventListener: () => {},
      requestAnimationFrame: (run: () => void) => run(),
      setTimeout: (run: () => void) => run(),
    };
    new Function(...Object.keys(scope), loader)(...Object.values(scope));
    ready();
    expect(asked).toEqual(['/assets/runtime-B.js', '/assets/framework-C.js', '/assets/calculator-E.js', '/assets/index-A.js']);
  });
});

describe("a build's page chunks", () => {
  const chunk = (fileName: string, imports: string[], facadeModuleId: string | null, entry = false): Rollup.OutputChunk =>
    ({
      type: 'chunk',
      fileName,
      imports,
      facadeModuleId,
      isEntry: entry,
      isDynamicEntry: !entry && facadeModuleId !== null,
    }) as Rollup.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('assets/index-A.js', ['assets/framework-B.js'], '/app/client/index.html', true),
      chunk('assets/framework-B.js', [], null),
      chunk('assets/calculator-page-C.js', ['assets/shared-D.js', 'assets/framework-B.js'], '/app/client/src/pages/calculator-page.tsx'),
      chunk('assets/shared-D.js', ['assets/icon-E.js'], null),
      chunk('assets/icon-E.js', [], null),
      chunk('assets/extras-F.js', [], '/app/client/src/features/x/extras.tsx'),
    ].map((c) => [c.fileName, c]),
  );

  it("lists each page's chunk and all it imports, without what the entry already brings", () => {
    expect(pageChunksOf(bundle)).toEqual({
      'calculator-page': ['/assets/calculator-page-C.js', '/assets/shared-D.js', '/assets/icon-E.js'],
    });
  });
});
