/// <reference lib="webworker" />
import { expose } from 'comlink';
import { portfolioApi } from './portfolio-compute';

// The page's thread stays free while a large history is read and matched (decision 025).
expose(portfolioApi);
