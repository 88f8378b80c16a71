import { appCommon } from '../../../shared/common';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app';

hydrateRoot(document.getElementById('root')!, <App locale={document.documentElement.lang} />);
appCommon();
