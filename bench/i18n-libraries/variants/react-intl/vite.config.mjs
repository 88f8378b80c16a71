import { baseConfig } from '../../shared/vite-base.mjs';
// ICU strings parsed in the browser (intl-messageformat's parser ships).
export default baseConfig(import.meta.url);
