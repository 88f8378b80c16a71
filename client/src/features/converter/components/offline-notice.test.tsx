import { I18nProvider } from '@lingui/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { API_ANSWER_MESSAGE } from '@/lib/sw-messages';
import { act, cleanup, render, screen, waitFor } from '@/testing/render';
import { OfflineNotice } from './offline-notice';

// jsdom has no service worker container: a stand-in the page's hook listens to, set up before
// the hook's module is imported.
const worker = vi.hoisted(() => {
  const container = Object.assign(new EventTarget(), { startMessages: () => undefined });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
});

/** The notice's text is a lazily loaded chunk: the first load may take a while on a busy machine. */
const findNotice = () => screen.findByRole('status', undefined, { timeout: 5000 });

const THREE_HOURS_AGO = () => new Date(Date.now() - 3 * 60 * 60 * 1000 - 60_000).toISOString();

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}
function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
}
function workerSays(source: 'network' | 'device-cache') {
  act(() => void worker.dispatchEvent(new MessageEvent('message', { data: { type: API_ANSWER_MESSAGE, source } })));
}

afterEach(() => {
  cleanup();
  goOnline();
  workerSays('network');
  vi.restoreAllMocks();
});

describe('OfflineNotice', () => {
  it('shows nothing while online', () => {
    render(<OfflineNotice asOf={THREE_HOURS_AGO()} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the visitor is offline and how old the rate is, and goes away when back online', async () => {
    const asOf = THREE_HOURS_AGO();
    render(<OfflineNotice asOf={asOf} />);
    goOffline();
    const notice = await findNotice();
    const seenAt = new Date(asOf).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    expect(notice).toHaveTextContent(`You are offline. Showing the last rate this device saw, from 3 hours ago (${seenAt}).`);
    goOnline();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the server could not be reached when the service worker answered from its saved copy', async () => {
    render(<OfflineNotice asOf={new Date(Date.now() - 5 * 60_000).toISOString()} />);
    workerSays('device-cache');
    expect(await findNotice()).toHaveTextContent(
      /^We could not reach our server\. Showing the last rate this device saw, from 5 minutes ago \(/,
    );
    workerSays('network');
    expect(screen.queryByRole('status')).toBeNull();
    workerSays('device-cache');
    expect(screen.getByRole('status')).toBeInTheDocument();
    goOnline();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ignores messages that are not the worker’s answer reports', () => {
    render(<OfflineNotice asOf={THREE_HOURS_AGO()} />);
    act(() => void worker.dispatchEvent(new MessageEvent('message', { data: { type: 'other', source: 'device-cache' } })));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders nothing on the server and hydrates without a mismatch, then shows the notice when offline', async () => {
    const asOf = THREE_HOURS_AGO();
    // The notice's text is loaded (so only the online state can keep it out of the markup).
    render(<OfflineNotice asOf={asOf} />);
    goOffline();
    await findNotice();
    cleanup();
    const page = (
      <I18nProvider i18n={createI18n('en', {})}>
        <OfflineNotice asOf={asOf} />
      </I18nProvider>
    );
    const html = renderToString(page);
    expect(html).toBe('');
    const container = document.createElement('div');
    document.body.append(container);
    const errors = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: errors }));
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(container).toHaveTextContent('You are offline.'), { timeout: 5000 });
    act(() => root.unmount());
    container.remove();
  });

  it('speaks the page’s locale: its relative time and date format', async () => {
    render(<OfflineNotice asOf={THREE_HOURS_AGO()} />, { locale: 'de' });
    goOffline();
    // No German catalog in tests: the sentence stays English, Intl's parts are German.
    expect(await findNotice()).toHaveTextContent(/from vor 3 Stunden \(\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\)\.$/);
  });

  it('leaves the age out rather than print a bad date', async () => {
    render(<OfflineNotice asOf="not a date" />);
    goOffline();
    expect(await findNotice()).toHaveTextContent(/^You are offline\. Showing the last rate this device saw\.$/);
  });
});
