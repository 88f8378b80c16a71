import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const alias = {
  '@': fromRoot('./client/src'),
  '@shared': fromRoot('./shared'),
};

// One config for the client build, the server build (`vite build --ssr`) and vitest.
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./client'),
  publicDir: fromRoot('./public'),
  plugins: [react(), tailwindcss()],
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
      },
  test: {
    root: fromRoot('.'),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts'],
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
