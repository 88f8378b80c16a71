import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { baseConfig } from '../../shared/vite-base.mjs';
// Default output: every message function holds every locale's string (message-modules).
export default baseConfig(import.meta.url, {
  plugins: [paraglideVitePlugin({ project: './project.inlang', outdir: './src/paraglide', strategy: ['url', 'baseLocale'], isServer: 'import.meta.env.SSR' })],
});
