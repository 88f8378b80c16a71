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
  return new Promise((resolve) => onFirstOf(FIRST_INTERACTION_EVENTS, resolve));
}

/**
 * Calls `handler` once, at the first of `events` on the window (captured, passive: seen before any
 * part of the page handles it, never delaying it). Returns what stops the waiting.
 */
export function onFirstOf(events: readonly string[], handler: () => void): () => void {
  const stop = () => {
    for (const name of events) window.removeEventListener(name, go, true);
  };
  const go = () => {
    stop();
    handler();
  };
  for (const name of events) window.addEventListener(name, go, { capture: true, passive: true });
  return stop;
}
