// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { openAlertPage, readAlertPush, showAlert } from './push-alerts';

const push = {
  kind: 'price-alert',
  alertId: 'a1',
  title: '1 BTC is above 105,000 USD',
  body: '1 BTC = 105,123.45 USD now. This alert is done.',
  url: '/btc-to-usd?amount=2',
};

describe('the service worker’s price alerts (decision 020)', () => {
  it('shows the alert the server sent, tagged by alert, carrying the page to open', async () => {
    const showNotification = vi.fn(async () => undefined);
    await showAlert({ showNotification }, () => push);
    expect(showNotification).toHaveBeenCalledWith(
      push.title,
      expect.objectContaining({ body: push.body, tag: 'price-alert-a1', data: { url: '/btc-to-usd?amount=2' } }),
    );
  });

  it('still shows something for a push it cannot read, and never a link to another site', async () => {
    const showNotification = vi.fn(async () => undefined);
    await showAlert({ showNotification }, () => {
      throw new SyntaxError('not JSON');
    });
    expect(showNotification).toHaveBeenCalledWith('CryptoCalc', expect.objectContaining({ tag: 'price-alert' }));
    expect(readAlertPush({ ...push, url: 'https://evil.example/' })).toBeNull();
    expect(readAlertPush({ ...push, url: '//evil.example/' })).toBeNull();
    expect(readAlertPush({ ...push, kind: 'other' })).toBeNull();
    expect(readAlertPush(push)).toEqual(push);
  });

  it('a click focuses a tab already on the pair page, else opens one on this site', async () => {
    const focus = vi.fn(async () => undefined);
    const openWindow = vi.fn(async () => undefined);
    const clients = { matchAll: async () => [{ url: 'https://site.example/btc-to-usd?amount=2', focus }], openWindow };
    await openAlertPage(clients, 'https://site.example', { url: '/btc-to-usd?amount=2' });
    expect(focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
    await openAlertPage({ ...clients, matchAll: async () => [] }, 'https://site.example', { url: '//evil.example/' });
    expect(openWindow).toHaveBeenCalledWith('https://site.example/');
  });
});
