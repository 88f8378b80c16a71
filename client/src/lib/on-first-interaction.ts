/** What counts as a first sign of use (the page's early loader listens for the same: scripts/paint-first-entry.ts). */
export const FIRST_INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'keydown', 'focusin', 'touchstart', 'scroll', 'wheel'] as const;
/** Set on <html> by the early loader at the first sign of use, before any of the app's code has run. */
export const INTERACTED_ATTRIBUTE = 'data-interacted';

/**
 * Resolves at the visitor's first sign of use: the pointer over the page, a touch, a key, focus
 * or a scroll. Code that only makes server-rendered HTML interactive can wait for it, so it is
 * no part of the page's first load; the pointer reaches a button before it clicks it. A sign
 * given before the app's code had loaded counts too: the page's loader noted it.
 */
export function onFirstInteraction(): Promise<void> {
  if (document.documentElement.hasAttribute(INTERACTED_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const go = () => {
      for (const name of FIRST_INTERACTION_EVENTS) window.removeEventListener(name, go, true);
      resolve();
    };
    for (const name of FIRST_INTERACTION_EVENTS) window.addEventListener(name, go, { capture: true, passive: true });
  });
}
