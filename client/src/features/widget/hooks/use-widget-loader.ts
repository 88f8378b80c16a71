import { WIDGET_SCRIPT_PATH } from '@shared/widget';
import { useEffect } from 'react';

/** Whether the page already has the loader (added here before, or by anything else). */
function hasLoader(): boolean {
  const absolute = new URL(WIDGET_SCRIPT_PATH, window.location.href).href;
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')].some(
    (script) => script.getAttribute('src') === WIDGET_SCRIPT_PATH || script.src === absolute,
  );
}

/**
 * Loads /widget.js once per page, which defines the <crypto-converter> element and upgrades the
 * ones already rendered. Never removed: an element definition cannot be undone.
 */
export function useWidgetLoader(): void {
  useEffect(() => {
    if (hasLoader()) return;
    const script = document.createElement('script');
    script.src = WIDGET_SCRIPT_PATH;
    script.async = true;
    document.head.append(script);
  }, []);
}
