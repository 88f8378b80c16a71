import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES } from './shared/i18n/locales';

/**
 * One catalog per locale (docs/decisions/017): everything the pages say, from the client's
 * macros and from shared/'s explicit-id descriptors. `lingui extract` keeps the PO files in
 * step with the source; the Vite plugin compiles them when a page imports one.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/client/src/locales/{locale}/messages',
      include: ['<rootDir>/client/src', '<rootDir>/shared', '<rootDir>/server'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/node_modules/**', '<rootDir>/client/src/features/content/data/**'],
    },
  ],
});
