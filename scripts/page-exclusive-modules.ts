import type { Plugin } from 'vite';

/**
 * Which modules only some pages need, for the client build's chunk groups (vite.config.ts). A
 * group that takes a page's code with everything it imports would also take what other pages
 * import (a button, a formatter), and they would then load that page's chunk for it. This plugin
 * reads the module graph once it is complete (buildEnd, before chunks are made), and
 * `exclusiveTo(pages)` then answers whether a module is imported by those pages and loaded, at
 * once or later, by nothing else.
 */
export function pageExclusiveModules() {
  /** For each module, the page modules (client/src/pages/…) that reach it through static imports. */
  const reachedFrom = new Map<string, Set<string>>();
  /** For each module, the page modules and entries that may load it, now or later. */
  const loadedFrom = new Map<string, Set<string>>();
  const isPage = (id: string) => /[\\/]client[\\/]src[\\/]pages[\\/][^\\/]+\.tsx$/.test(id);

  /** Records `root` on every module reached from it through `next`. */
  const walk = (root: string, into: Map<string, Set<string>>, next: (id: string) => readonly string[]) => {
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop()!;
      const roots = into.get(id) ?? new Set<string>();
      if (roots.has(root)) continue;
      roots.add(root);
      into.set(id, roots);
      stack.push(...next(id));
    }
  };

  const plugin: Plugin = {
    name: 'page-exclusive-modules',
    apply: 'build',
    buildEnd() {
      reachedFrom.clear();
      loadedFrom.clear();
      const ids = [...this.getModuleIds()];
      for (const page of ids.filter(isPage)) {
        walk(page, reachedFrom, (id) => this.getModuleInfo(id)?.importedIds ?? []);
      }
      // Everything each page and the app's entry may load, now or later (static and dynamic
      // imports), short of another page: what a page loads later would fetch the chunk just the same.
      for (const root of ids.filter((id) => isPage(id) || this.getModuleInfo(id)?.isEntry)) {
        walk(root, loadedFrom, (id) => {
          const info = this.getModuleInfo(id);
          return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])].filter((imported) => !isPage(imported));
        });
      }
    },
  };

  /**
   * Whether `id` is imported by one of the `pages` and may be loaded by no page but those and the
   * `alsoFrom` pages, nor by the app's entry: pages that import much of the same code may share
   * the chunk; other pages, and code every page may load (the header's), must not.
   */
  const exclusiveTo =
    (pages: RegExp, alsoFrom?: RegExp) =>
    (id: string): boolean => {
      const allowed = (root: string) => pages.test(root) || alsoFrom?.test(root) === true;
      const from = [...(reachedFrom.get(id) ?? [])];
      return from.some((page) => pages.test(page)) && [...(loadedFrom.get(id) ?? [])].every(allowed);
    };

  return { plugin, exclusiveTo };
}
