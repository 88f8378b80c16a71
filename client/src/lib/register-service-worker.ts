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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
