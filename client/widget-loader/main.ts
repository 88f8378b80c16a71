/** The entry of /widget.js (vite.widget.config.ts): one classic script, run where a host page includes it. */
import { defineCryptoConverter, scriptOrigin } from './loader';

const origin = scriptOrigin(document);
if (origin) defineCryptoConverter(window, origin);
