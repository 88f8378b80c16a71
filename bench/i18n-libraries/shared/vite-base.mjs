import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

/** The project's client chunking (vite.config.ts, docs/decisions/007): framework + one app chunk. */
export function baseConfig(variantUrl, { plugins = [], alias = {}, reactPlugin = true, ssr = {} } = {}) {
  const root = fileURLToPath(new URL('.', variantUrl));
  return ({ isSsrBuild }) => ({
    root,
    logLevel: 'warn',
    plugins: [...(reactPlugin ? [react()] : []), ...plugins],
    resolve: { alias },
    ssr,
    build: isSsrBuild
      ? {
          outDir: 'dist/server',
          emptyOutDir: true,
          target: 'node22',
          rolldownOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: 'entry-server.js' } },
        }
      : {
          outDir: 'dist/client',
          emptyOutDir: true,
          manifest: true,
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/, priority: 20 },
                  { name: 'app', tags: ['$initial'], priority: 10 },
                ],
              },
            },
          },
        },
  });
}
