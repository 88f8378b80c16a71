export { Calculator } from './components/calculator';
