import { useSyncExternalStore } from 'react';
import { isApiAnswerMessage } from '@/lib/sw-messages';

/**
 * 'offline': the browser says it has no network. 'unreachable': it says it has one, but the
 * service worker answered the last API call from this device's saved copy (our server could not
 * be reached in time). 'online' otherwise.
 */
export type Connectivity = 'online' | 'offline' | 'unreachable';

const listeners = new Set<() => void>();
let lastAnswerFromDeviceCache = false;
const notify = () => {
  for (const listener of listeners) listener();
};

// Listen from the start, not from the first subscriber: the worker's word about the page's first
// API call can arrive before any component has mounted.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    // Back online: the next API answer says again whether the server can be reached.
    lastAnswerFromDeviceCache = false;
    notify();
  });
  window.addEventListener('offline', notify);
  const worker = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (worker) {
    worker.addEventListener('message', (event) => {
      if (!isApiAnswerMessage(event.data)) return;
      const fromCache = event.data.source === 'device-cache';
      if (fromCache === lastAnswerFromDeviceCache) return;
      lastAnswerFromDeviceCache = fromCache;
      notify();
    });
    worker.startMessages();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): Connectivity {
  if (!navigator.onLine) return 'offline';
  return lastAnswerFromDeviceCache ? 'unreachable' : 'online';
}

/** 'online' on the server and while hydrating (so the markup matches), then the real state. */
export function useOnline(): Connectivity {
  return useSyncExternalStore(subscribe, snapshot, () => 'online');
}
