import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { baseConfig } from '../../shared/vite-base.mjs';
// The Babel route: @rolldown/plugin-babel with Lingui's preset (plugin-react v6 has no Babel).
export default baseConfig(import.meta.url, { plugins: [lingui({ failOnMissing: true, failOnCompileError: true }), babel({ presets: [linguiTransformerBabelPreset()] })] });
