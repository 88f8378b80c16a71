const EVENTS = ['pointerover', 'pointerdown', 'keydown', 'focusin', 'touchstart', 'scroll', 'wheel'] as const;

/**
 * Resolves at the visitor's first sign of use: the pointer over the page, a touch, a key, focus
 * or a scroll. Code that only makes server-rendered HTML interactive can wait for it, so it is
 * no part of the page's first load; the pointer reaches a button before it clicks it.
 */
export function onFirstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      for (const name of EVENTS) window.removeEventListener(name, go, true);
      resolve();
    };
    for (const name of EVENTS) window.addEventListener(name, go, { capture: true, passive: true });
  });
}
