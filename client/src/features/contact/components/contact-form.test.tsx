import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@/testing/render';
import { ContactForm } from './contact-form';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ContactForm', () => {
  it('sends (simulated) a complete message and thanks the visitor, in the product spec’s words', () => {
    vi.useFakeTimers();
    render(<ContactForm />);
    for (const [label, value] of [
      ['Name', 'Ada'],
      ['Email', 'ada@example.com'],
      ['Subject', 'Rates'],
      ['Message', 'Hello'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent(
      "Thank you for your message!We'll get back to you as soon as possible.Send another message",
    );
  });
});
