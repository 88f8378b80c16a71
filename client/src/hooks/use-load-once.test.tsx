import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/lib/load-once';
import { useLoadOnce } from './use-load-once';

function Panel({ module }: { module: ReturnType<typeof loadOnce<{ text: string }>> }) {
  const loaded = useLoadOnce(module);
  return <p>{loaded ? loaded.text : 'Loading…'}</p>;
}

describe('useLoadOnce', () => {
  it('shows the module once loaded', async () => {
    render(<Panel module={loadOnce(async () => ({ text: 'The panel' }))} />);
    expect(await screen.findByText('The panel')).toBeTruthy();
  });

  it('keeps the placeholder when the load fails, and tries again at the next tap', async () => {
    const load = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ text: 'The panel' });
    render(<Panel module={loadOnce(load)} />);
    await act(async () => {});
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(document.body);
    expect(await screen.findByText('The panel')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again when the network is back', async () => {
    const load = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue({ text: 'Back' });
    render(<Panel module={loadOnce(load)} />);
    await act(async () => {});
    fireEvent(window, new Event('online'));
    expect(await screen.findByText('Back')).toBeTruthy();
  });
});
