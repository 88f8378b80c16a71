export { PortfolioEntry } from './components/portfolio-entry';
