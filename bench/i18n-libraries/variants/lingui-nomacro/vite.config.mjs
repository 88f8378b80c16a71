import { baseConfig } from '../../shared/vite-base.mjs';
// Catalogs compiled ahead by `lingui compile` into src/locales/*.js: no Lingui plugin at all.
export default baseConfig(import.meta.url);
