import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The embeddable converter's loader, /widget.js (issue 19): one classic script at a stable,
 * unhashed address, built after the client (`vite build --config vite.widget.config.ts`) into
 * the same folder without emptying it. IIFE so hosts include it with a plain <script async>.
 */
// `name` is required for an IIFE build; with no exports the script defines no global by it.
export default defineConfig({
  resolve: { alias: { '@shared': fromRoot('./shared') } },
  build: {
    lib: { entry: fromRoot('./client/widget-loader/main.ts'), formats: ['iife'], name: 'cryptoConverter', fileName: () => 'widget.js' },
    outDir: fromRoot('./dist/client'),
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    target: 'es2020',
    sourcemap: false,
  },
});
