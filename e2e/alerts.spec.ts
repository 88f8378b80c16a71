import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type FakeCoinGecko, startFakeCoinGecko } from '../server/testing/fake-coingecko';
import { type FakePushService, type FakeSubscription, startFakePushService } from '../server/testing/fake-push-service';
import { startProductionServer } from '../scripts/bench/processes';
import { gotoHydrated } from './support/converter';

// Price alerts (decision 020): an alert set in Chromium reaches the fake push service once, encrypted and signed,
// when a price refresh crosses it; /alerts shows and deletes this browser's alerts. The site runs
// here on its own port against a fake CoinGecko whose prices rise a little with every refresh,
// and a fake push service. Chromium cannot reach a real push service offline, so the page's
// PushManager hands out a subscription the fake made (the browser's permission is real).
const PORT = 5320;
const SITE = `http://127.0.0.1:${PORT}`;

test.use({ serviceWorkers: 'allow', baseURL: SITE });
test.describe.configure({ mode: 'serial' });

let site: ChildProcess;
let coingecko: FakeCoinGecko;
let push: FakePushService;
let dataDir: string;

test.beforeAll(async () => {
  coingecko = await startFakeCoinGecko({ moving: true });
  push = await startFakePushService();
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-alerts-'));
  // The production build with every other upstream unreachable, as the benches run it.
  site = startProductionServer(PORT, dataDir, `http://127.0.0.1:${coingecko.port}`, {
    SITE_URL: SITE,
    PUSH_ALLOWED_HOSTS: `127.0.0.1:${push.port}`,
    RATES_FRESH_SECONDS: '2',
    ALERT_CHECK_SECONDS: '5',
  });
  await expect.poll(async () => (await fetch(`${SITE}/api/currencies/fiat`).catch(() => null))?.status ?? 0, { timeout: 30_000 }).toBe(200);
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  await coingecko?.close();
  await push?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The page's PushManager answers with `subscription` (made by the fake for our VAPID key). */
async function fakeBrowserPush(page: Page, subscription: FakeSubscription) {
  await page.addInitScript((sub) => {
    const made = {
      endpoint: sub.endpoint,
      expirationTime: null,
      toJSON: () => ({ ...sub, expirationTime: null }),
      unsubscribe: async () => true,
    };
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem('test-push-subscribed', '1');
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem('test-push-subscribed') ? made : null) as unknown as PushSubscription;
  }, subscription);
}

test('an alert set on a pair page reaches the push service once, encrypted and signed, when the price crosses it; /alerts shows and deletes alerts', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { publicKey } = (await (await fetch(`${SITE}/api/alerts/vapid-public-key`)).json()) as { publicKey: string };
  const subscription = push.createSubscription({ applicationServerKey: publicKey });
  await context.grantPermissions(['notifications'], { origin: SITE });
  await fakeBrowserPush(page, subscription);

  await gotoHydrated(page, '/btc-to-usd');
  await page.getByRole('button', { name: 'Set a price alert' }).click();
  const form = page.getByRole('form', { name: 'Price alert' });
  await expect(form.getByLabel('Amount of BTC')).toHaveValue('1');
  // A little above the price of this moment: a few refreshes (prices rise ×1.001 each) cross it.
  const rate = ((await (await fetch(`${SITE}/api/convert?from=bitcoin&to=usd`)).json()) as { rate: number }).rate;
  await form.getByLabel('Price in USD').fill(String(Math.round(rate * 1.004)));
  await form.getByRole('button', { name: 'Create alert' }).click();
  await expect(form.getByText(/^Alert set: this browser will be notified when 1 BTC is above [\d,.]+ USD\.$/)).toBeVisible();

  // Delivered once, decrypted by the fake with the subscription's keys, signed with the site's key.
  await expect.poll(() => push.received(subscription.endpoint).length, { timeout: 60_000 }).toBe(1);
  const [message] = push.received(subscription.endpoint);
  expect(message!.vapidPublicKey).toBe(publicKey);
  expect(message!.payload).toMatchObject({
    kind: 'price-alert',
    url: '/btc-to-usd',
    title: expect.stringMatching(/^1 BTC is above [\d,.]+ USD$/),
  });
  // Not twice: two more checks (every 5 s) later, still one.
  await page.waitForTimeout(11_000);
  expect(push.received(subscription.endpoint)).toHaveLength(1);

  // A second, daily alert far away; /alerts lists it (the sent one-shot is gone) and deletes it.
  await page.getByRole('form', { name: 'Price alert' }).getByLabel('Notify when its value is').selectOption('below');
  await form.getByLabel('Price in USD').fill('1000');
  await form.getByLabel('At most once a day').check();
  await form.getByRole('button', { name: 'Create alert' }).click();
  await expect(form.getByText(/is below 1,000\.00 USD\.$/)).toBeVisible();

  await gotoHydrated(page, '/alerts');
  const items = page.locator('main').getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('1 BTC below 1,000.00 USD');
  await expect(items.first()).toContainText('At most once a day');
  await items
    .first()
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByText('There are no price alerts on this browser.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('There are no price alerts on this browser.')).toBeVisible();
});

test('in Japanese, a price the pair is already past is refused in Japanese, before any permission is asked', async ({ page }) => {
  await gotoHydrated(page, '/ja/btc-to-usd');
  await page.getByRole('button', { name: '価格アラートを設定' }).click();
  await page.getByLabel('指定価格（USD）').fill('1');
  await page.getByRole('button', { name: 'アラートを作成' }).click();
  await expect(page.getByText(/^現在の評価額（[\d,.]+ USD）がすでにその価格を上回っています。/)).toBeVisible();
});
