import { lingui } from '@lingui/vite-plugin';
import { baseConfig } from '../../shared/vite-base.mjs';
// Lingui 6's own native (Rust) macro transform: no Babel.
export default baseConfig(import.meta.url, { plugins: [lingui({ macroTransform: true, failOnMissing: true, failOnCompileError: true })] });
