/**
 * Installs the offline service worker (client/src/service-worker) after the page has loaded, so
 * it never competes with the first paint. Production builds only: the dev server has no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // The site works the same without it (private modes, policies, blocked workers): no error.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  // After load, once the browser is idle: installing downloads the app's chunks, which must not
  // compete with the page's own late requests (logos, the chart, rates) on a slow connection.
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 10_000 }) : setTimeout(register, 3_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
