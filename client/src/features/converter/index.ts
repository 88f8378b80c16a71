export { ConverterCard } from './components/converter-card';
