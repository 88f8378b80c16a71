import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { baseConfig } from '../../shared/vite-base.mjs';
// Experimental: one client build per locale (Vite 8 environments), full-page navigation between locales.
export default baseConfig(import.meta.url, {
  plugins: [paraglideVitePlugin({ project: './project.inlang', outdir: './src/paraglide', strategy: ['url', 'baseLocale'], isServer: 'import.meta.env.SSR', experimentalPerLocaleBuild: true })],
});
