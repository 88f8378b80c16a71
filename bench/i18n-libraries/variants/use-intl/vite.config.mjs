import { baseConfig } from '../../shared/vite-base.mjs';
// ICU strings parsed in the browser by intl-messageformat.
export default baseConfig(import.meta.url);
