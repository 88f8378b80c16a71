declare module '*.po' { export const messages: import('@lingui/core').Messages; }
declare module 'use-sync-external-store/shim';
