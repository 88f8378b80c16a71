export { AlertLine } from './components/alert-line';
