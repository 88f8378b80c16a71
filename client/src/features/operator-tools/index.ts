export { IndexNowTester } from './components/indexnow-tester';
export { SeoDebugger } from './components/seo-debugger';
