import { I18nProvider } from '@lingui/react';
import { formatAmount, formatInverseRate, formatRate, formatResult } from '@shared/format';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { cleanup, render, screen } from '@/testing/render';
import { ReadableNumber } from './readable-number';

afterEach(cleanup);

function renderInCell(text: string) {
  render(
    <table>
      <tbody>
        <tr>
          <td data-testid="cell">
            <ReadableNumber text={text} /> BTC
          </td>
        </tr>
      </tbody>
    </table>,
  );
  return screen.getByTestId('cell');
}

describe('ReadableNumber', () => {
  it.each([
    [formatResult('en', 0.000000644), '0.000000644', '0.0', '6', '644'],
    [formatResult('en', 2e-10), '0.0000000002', '0.0', '9', '2'],
    [formatResult('en', 1e-18), '0.000000000000000001', '0.0', '17', '1'],
    [formatRate('en', 1.2345e-12), '0.000000000001235', '0.0', '11', '1235'],
  ])(
    'draws %s with the zeros counted in a subscript, the full value in its tooltip and for screen readers',
    (text, full, head, zeros, tail) => {
      expect(text).toBe(full);
      const cell = renderInCell(text);
      const sub = cell.querySelector('sub');
      expect(sub).toHaveTextContent(zeros);
      const drawn = sub!.parentElement!;
      expect(drawn).toHaveAttribute('aria-hidden', 'true');
      expect(drawn.textContent).toBe(`${head}${zeros}${tail}`);
      expect(cell.querySelector(`[title="${full}"]`)).not.toBeNull();
      expect(cell.querySelector('.sr-only')).toHaveTextContent(full);
      expect(cell.textContent).not.toMatch(/e-/);
    },
  );

  it.each([formatResult('en', 0.00001234), formatResult('en', 100000), formatAmount('en', 0.5), formatResult('en', 0.0000999)])(
    'renders %s as plain text (fewer than 5 zeros)',
    (text) => {
      const cell = renderInCell(text);
      expect(cell).toHaveTextContent(`${text} BTC`, { normalizeWhitespace: true });
      expect(cell.querySelector('sub, [title], [aria-hidden]')).toBeNull();
    },
  );

  it('draws a fixed-decimals figure (the inverse rate) as it is, with five leading zeros too', () => {
    expect(formatInverseRate('en', 1 / 104_600)).toBe('0.00000956');
    expect(renderInCell('0.00000956').querySelector('sub')).not.toBeNull(); // without fixedDecimals it is compacted
    cleanup();
    const { container } = render(<ReadableNumber text="0.00000956" fixedDecimals={8} />);
    expect(container.textContent).toBe('0.00000956');
    expect(container.querySelector('sub, [title], [aria-hidden]')).toBeNull();
  });

  it('compacts a fixed-decimals figure that those decimals cannot show, the full value for screen readers', () => {
    const text = formatInverseRate('en', 2e-10);
    expect(text).toBe('0.0000000002');
    const { container } = render(<ReadableNumber text={text} fixedDecimals={8} />);
    expect(container.querySelector('sub')).toHaveTextContent('9');
    expect(container.querySelector('.sr-only')).toHaveTextContent('0.0000000002');
  });

  it('follows the page’s decimal mark (de: a comma)', () => {
    const text = formatInverseRate('de', 1 / 104_600);
    expect(text).toBe('0,00000956');
    const { container } = render(<ReadableNumber text={text} fixedDecimals={8} />, { locale: 'de' });
    expect(container.textContent).toBe('0,00000956');
    expect(container.querySelector('sub')).toBeNull();
    cleanup();
    const tiny = formatResult('de', 0.000000644);
    expect(tiny).toBe('0,000000644');
    render(<ReadableNumber text={tiny} />, { locale: 'de' });
    expect(document.querySelector('sub')).toHaveTextContent('6');
    expect(document.querySelector('.sr-only')).toHaveTextContent('0,000000644');
  });

  it('renders the same on the server', () => {
    const element = (
      <I18nProvider i18n={createI18n('en', {})}>
        <ReadableNumber text="0.000000644" />
      </I18nProvider>
    );
    expect(renderToString(element)).toBe(
      '<span title="0.000000644" class="whitespace-nowrap"><span aria-hidden="true">0.0<sub class="mx-px">6</sub>644</span><span class="sr-only">0.000000644</span></span>',
    );
  });
});
