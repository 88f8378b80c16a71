import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportDocument } from '@/lib/export/export-document';
import { cleanup, render, screen, waitFor, within } from '@/testing/render';
import { ExportActions } from './export-actions';
import { Toaster } from './ui/toaster';

const doc: ExportDocument = {
  name: 'eth-to-eur-2021-11-10',
  title: 'Conversion of ETH to EUR at the prices of 2021-11-10',
  facts: [['Amount (ETH)', 1234.5]],
  tables: [
    {
      caption: 'Figures',
      columns: ['Figure', 'Value', 'Date', 'Source'],
      rows: [['USD value of 1 ETH', 4730.123456, { day: '2021-11-10' }, 'Coinbase']],
    },
  ],
  notes: ['One price per day, at 00:00 UTC.'],
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the export buttons (decision 020)', () => {
  it('download the document as a CSV file named after the result', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:test';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('eth-to-eur-2021-11-10.csv');
    });
    render(<ExportActions build={async () => doc} csvLabel="Download CSV" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    const text = await created[0]!.text();
    expect(text).toContain('Amount (ETH),1234.5\r\n');
    expect(text).toContain('USD value of 1 ETH,4730.123456,2021-11-10,Coinbase\r\n');
    expect(text).toMatch(/\r\nExported,\d{4}-\d\d-\d\dT/); // stamped with the moment it was made
  });

  it('open a print view in the visitor’s number format that shows only itself, and Back returns to the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render(
      <main>
        <ExportActions build={async () => doc} csvLabel="Download CSV" />
      </main>,
      { locale: 'de' },
    );
    const opener = screen.getByRole('button', { name: 'Print view' });
    await userEvent.click(opener);
    const title = await screen.findByRole('heading', { level: 1, name: doc.title });
    expect(title).toHaveFocus();
    expect(document.documentElement.hasAttribute('data-print-view')).toBe(true);
    const view = title.closest('[data-print-view-root]') as HTMLElement;
    expect(view.parentElement).toBe(document.body); // beside the app, which the stylesheet hides
    expect(within(view).getByTestId('print-facts')).toHaveTextContent('1.234,5');
    const table = within(view).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'USD value of 1 ETH' })).toBeInTheDocument();
    expect(table).toHaveTextContent('4.730,123456');
    expect(table).toHaveTextContent('10.11.2021');
    await userEvent.click(within(view).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await userEvent.click(within(view).getByRole('button', { name: 'Back to the result' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).toBeNull());
    expect(document.documentElement.hasAttribute('data-print-view')).toBe(false);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('close the print view with Escape too', async () => {
    render(<ExportActions build={async () => doc} csvLabel="Download CSV" />);
    await userEvent.click(screen.getByRole('button', { name: 'Print view' }));
    await screen.findByRole('heading', { level: 1 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).toBeNull());
  });

  it('say so when the export cannot be prepared', async () => {
    render(
      <>
        <ExportActions build={() => Promise.reject(new Error('chunk failed'))} csvLabel="Download CSV" />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Could not prepare the export')).toBeInTheDocument();
  });
});
