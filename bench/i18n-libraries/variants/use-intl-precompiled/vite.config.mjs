import { baseConfig } from '../../shared/vite-base.mjs';
// next-intl's `precompile` done by hand: catalogs compiled with icu-minify, the formatter swapped for format-only.
export default baseConfig(import.meta.url, {
  alias: [{ find: /^use-intl\/format-message$/, replacement: 'use-intl/format-message/format-only' }],
  ssr: { noExternal: ['use-intl'] }, // so the alias reaches use-intl's own import on the server too
});
