// Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here): React 19's own hook.
export { useSyncExternalStore } from 'react';
