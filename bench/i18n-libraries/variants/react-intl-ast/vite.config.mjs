import { baseConfig } from '../../shared/vite-base.mjs';
// Catalogs precompiled to ASTs (`formatjs compile --ast`), the parser replaced by its no-parser stub.
export default baseConfig(import.meta.url, {
  alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
});
