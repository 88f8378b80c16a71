export { IndexNowTester } from './components/indexnow-tester';
