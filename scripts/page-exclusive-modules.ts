import type { Plugin } from 'vite';

/**
 * Which modules only some pages need, for the client build's chunk groups (vite.config.ts). A
 * group that takes a page's code with everything it imports would also take what other pages
 * import (a button, a formatter), and they would then load that page's chunk for it. This plugin
 * reads the module graph once it is complete (buildEnd, before chunks are made), and
 * `exclusiveTo(pages)` then answers whether a module is reached, through static imports, from
 * those pages alone.
 */
export function pageExclusiveModules() {
  /** For each module, the page modules (client/src/pages/…) that reach it. */
  const reachedFrom = new Map<string, Set<string>>();
  const isPage = (id: string) => /[\\/]client[\\/]src[\\/]pages[\\/][^\\/]+\.tsx$/.test(id);

  const plugin: Plugin = {
    name: 'page-exclusive-modules',
    apply: 'build',
    buildEnd() {
      reachedFrom.clear();
      for (const page of this.getModuleIds()) {
        if (!isPage(page)) continue;
        const stack = [page];
        while (stack.length > 0) {
          const id = stack.pop()!;
          const pages = reachedFrom.get(id) ?? new Set<string>();
          if (pages.has(page)) continue;
          pages.add(page);
          reachedFrom.set(id, pages);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
    },
  };

  /**
   * Whether `id` is reached from one of the `pages` and from no page but those and the `alsoFrom`
   * pages: pages that import much of the same code may share the chunk; other pages must not.
   */
  const exclusiveTo =
    (pages: RegExp, alsoFrom?: RegExp) =>
    (id: string): boolean => {
      const from = [...(reachedFrom.get(id) ?? [])];
      return from.some((page) => pages.test(page)) && from.every((page) => pages.test(page) || alsoFrom?.test(page));
    };

  return { plugin, exclusiveTo };
}
