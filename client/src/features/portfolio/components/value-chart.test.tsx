import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@/testing/render';
import type { ValuePoint } from '../valuation/value-over-time';
import { ValueChart } from './value-chart';

const series: ValuePoint[] = [
  { day: '2024-03-01', value: 1_000, complete: true },
  { day: '2024-03-02', value: 1_500, complete: true },
  // Bitcoin had no price that day: only the rest was counted.
  { day: '2024-03-03', value: 900, complete: false },
  { day: '2024-03-04', value: 2_000.5, complete: true },
];
const MISSING = /Some days lacked a price/;

describe('ValueChart', () => {
  afterEach(cleanup);

  it('names the chart by its first and last value and day, in the reporting currency', () => {
    render(<ValueChart series={series} reporting="eur" />);
    // The low is €1,000.00, not the 900 of the day missing a price (a floor, not a value).
    const label = 'Portfolio value from Mar 1, 2024 (€1,000.00) to Mar 4, 2024 (€2,000.50); low €1,000.00, high €2,000.50.';
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveTextContent(label);
  });

  it('says when some days lacked a price, and marks them', () => {
    render(<ValueChart series={series} reporting="eur" />);
    expect(screen.getByRole('figure')).toHaveTextContent(MISSING);
    expect(screen.getAllByTestId('chart-missing-prices')).toHaveLength(1);
  });

  it('says nothing of missing prices when every day was priced', () => {
    render(<ValueChart series={series.map((p) => ({ ...p, complete: true }))} reporting="eur" />);
    expect(screen.getByRole('figure')).not.toHaveTextContent(MISSING);
    expect(screen.queryByTestId('chart-missing-prices')).toBeNull();
  });

  it('formats in the page’s locale', () => {
    render(<ValueChart series={series} reporting="eur" />, { locale: 'de' });
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('1.000,00\u00a0€');
  });

  it('draws nothing without a series', () => {
    const { container } = render(<ValueChart series={[]} reporting="usd" />);
    expect(container).toBeEmptyDOMElement();
  });
});
