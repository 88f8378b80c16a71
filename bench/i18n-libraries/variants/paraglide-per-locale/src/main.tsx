import { appCommon } from '../../../shared/common';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { getLocale } from './paraglide/runtime.js';

// The 'url' strategy reads the locale from the path (/de/…); nothing to load: the strings are in the message functions.
hydrateRoot(document.getElementById('root')!, <App locale={getLocale()} />);
appCommon();
