import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES } from './shared/i18n/locales';

/**
 * One catalog per locale (docs/decisions/017): everything the pages say, from the client's
 * macros and from shared/'s explicit-id descriptors. `lingui extract` keeps the PO files in
 * step with the source; the Vite plugin compiles them when a page imports one.
 */
// The catalogs' folder; the catalog test extracts into a temporary one to see that the committed
// catalogs hold every message the source has.
const catalogDir = process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/client/src/locales';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: `${catalogDir}/{locale}/messages`,
      include: ['<rootDir>/client/src', '<rootDir>/shared'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/node_modules/**', '<rootDir>/client/src/features/content/data/**'],
    },
  ],
});
