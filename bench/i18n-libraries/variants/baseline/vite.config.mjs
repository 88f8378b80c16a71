import { baseConfig } from '../../shared/vite-base.mjs';
export default baseConfig(import.meta.url);
