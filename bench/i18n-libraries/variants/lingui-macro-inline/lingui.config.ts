import { defineConfig } from '@lingui/conf';
import { LOCALES } from '../../shared/values';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
});
