import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { paintFirstPlugin } from './scripts/paint-first-entry';
import { pageExclusiveModules } from './scripts/page-exclusive-modules';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const COIN_GUIDE = /[\\/]client[\\/]src[\\/]features[\\/]content[\\/]data[\\/](?:locales[\\/][^\\/]+[\\/])?coins[\\/][^\\/]+\.json$/;

const pageModules = pageExclusiveModules();
// The converter pages' bodies, and the pages that use much of the same code (the framed widget, the
// calculator, the alerts): the lighter pages never load their chunk.
const converterOnly = pageModules.exclusiveTo(
  /[\\/]pages[\\/](converter|fixed-amount)-page-body\.tsx$/,
  /[\\/]pages[\\/](widget-frame|calculator|alerts)-page\.tsx$/,
);

const alias = [
  { find: '@', replacement: fromRoot('./client/src') },
  { find: '@shared', replacement: fromRoot('./shared') },
  // wouter and Lingui import the shim that gave React 17 useSyncExternalStore; React 19 has it
  // built in, so the shim's copy would only add bytes to every page's first load.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fromRoot('./client/src/lib/use-sync-external-store.ts') },
];

// One config for the client build, the server build (`vite build --ssr`) and vitest.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: fromRoot('./client'),
  publicDir: fromRoot('./public'),
  // The offline service worker and web manifest exist only in the client build (not on the dev server).
  // Lingui's native macro transform (no Babel) and its PO loader: English leaves production JS,
  // each catalog compiles when imported (docs/decisions/017). A build fails on a broken message;
  // completeness is client/src/locales/catalogs.test.ts's job.
  plugins: [
    react(),
    lingui({ macroTransform: true, failOnCompileError: true }),
    tailwindcss(),
    ...(command === 'build' && !isSsrBuild ? [offlinePwa(), paintFirstPlugin(), pageModules.plugin] : []),
  ],
  resolve: { alias },
  build: isSsrBuild
    ? {
        ssr: fromRoot('./server/index.ts'),
        outDir: fromRoot('./dist/server'),
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        sourcemap: true,
        rollupOptions: { input: fromRoot('./server/index.ts'), output: { entryFileNames: 'index.js' } },
      }
    : {
        outDir: fromRoot('./dist/client'),
        emptyOutDir: true,
        sourcemap: false,
        // Every browser the site supports preloads modules itself (Safari since 17): the polyfill
        // would be in every page's first load for none of them.
        modulePreload: { polyfill: false },
        // React, TanStack Query and wouter load on every page: one chunk compresses better than the
        // dozen shared fragments the automatic splitting makes of them (docs/decisions/007).
        rolldownOptions: {
          output: {
            // Coin guides in their own folder: the service worker saves them when read instead of
            // downloading all 51 at install (docs/decisions/010).
            chunkFileNames: (chunk: { moduleIds: readonly string[] }) =>
              chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => COIN_GUIDE.test(id))
                ? 'assets/guides/[name]-[hash].js'
                : 'assets/[name]-[hash].js',
            codeSplitting: {
              groups: [
                // Only what the first render needs: TanStack's useQueries and mutations, used by
                // pages that load later, go with those pages' code.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|wouter|regexparam|mitt)[\\/]/,
                  tags: ['$initial'],
                  priority: 20,
                },
                // Everything else the entry imports statically, in one file: the automatic splitting
                // cut it into ~30 small shared pieces (one request each before the page works).
                { name: 'app', tags: ['$initial'], priority: 10 },
                // Pages are chunks of their own (client/src/app/router.tsx). What several of them use
                // from the shared layers goes in one file, and the converter pages with everything
                // else they import in another: not the dozens of fragments automatic splitting makes.
                // The converter pages' code, with what only they import: one file. What other pages
                // import too stays out of it, or they would load this chunk for it.
                {
                  name: 'converter',
                  test: converterOnly,
                  includeDependenciesRecursively: false,
                  priority: 6,
                },
              ],
            },
          },
        },
      },
  test: {
    root: fromRoot('.'),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/testing/setup-tests.ts'],
        },
      },
    ],
  },
}));

/** Web manifest + service worker (docs/decisions/010-offline-pwa.md); the page registers it itself. */
function offlinePwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'CryptoCalc: Crypto Calculator and Converter',
      short_name: 'CryptoCalc',
      description:
        'Convert between cryptocurrencies and fiat currencies at live rates, and work out profit or loss. Works offline with the last rates seen.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#f9fafb',
      background_color: '#f9fafb',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    injectManifest: {
      rollupFormat: 'iife',
      // The app shell: hashed chunks (every page's and the lazy ones) and the icons. Not the
      // stylesheet (inlined into every page) nor the HTML template: pages are saved as visited;
      // nor the coin guides (≈105 KB): saved when read.
      globPatterns: ['assets/**/*.js', 'favicon.svg', 'icons/*.png'],
      globIgnores: ['assets/guides/**'],
    },
  });
}
