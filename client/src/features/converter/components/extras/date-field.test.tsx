import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@/testing/render';
import { DateField } from './date-field';

afterEach(cleanup);

describe('DateField', () => {
  it('names the allowed days in English', async () => {
    render(<DateField date={null} onChange={() => undefined} />);
    const field = screen.getByLabelText('Date (optional)');
    expect(screen.getByText(/^Leave empty for the latest rate\. A past day uses its price at 00:00 UTC/)).toBeInTheDocument();
    await userEvent.type(field, '2009-01-03');
    expect(screen.getByText('Choose a day from 2010-07-17 to today.')).toBeInTheDocument();
  });

  it('writes the first day as the page’s locale does', async () => {
    render(<DateField date={null} onChange={() => undefined} />, { locale: 'de' });
    await userEvent.type(screen.getByLabelText('Date (optional)'), '2009-01-03');
    // No German catalog here: the English words around the German date.
    expect(screen.getByText('Choose a day from 17. Juli 2010 to today.')).toBeInTheDocument();
  });
});
