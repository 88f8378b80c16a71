import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { converter, gotoHydrated, gotoPageText, openConverter } from './support/converter';

// No serious or critical axe finding on any page type or open state, in the
// light and the dark theme; every control usable by keyboard alone, with a visible focus ring;
// animations and transitions off when the visitor asks for reduced motion.

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/**
 * Opens `path` in each theme (dark: stored before the page's inline script reads it), lets
 * `prepare` bring it into the state under test, and scans it.
 */
async function scanInBothThemes(page: Page, path: string, what: string, prepare: (page: Page) => Promise<unknown> = settle) {
  for (const theme of THEMES) {
    if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, path);
    await expectTheme(page, theme);
    await prepare(page);
    await expectNoSeriousViolations(page, `${what} (${theme})`);
  }
}

async function expectTheme(page: Page, theme: Theme) {
  const html = page.locator('html');
  if (theme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
}

/** Waits until no rate, article or fixed-amount value is still loading. */
async function settle(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading rate' })).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading article' })).toHaveCount(0);
  await expect(page.getByText('Loading the latest rate…')).toHaveCount(0);
}

const PAGES: { path: string; name: string; ready?: (page: Page) => Promise<void> }[] = [
  { path: '/', name: 'home converter' },
  {
    path: '/btc-to-usd',
    name: 'BTC pair, popular amounts and guide',
    ready: (p) => expect(p.getByRole('heading', { name: 'Popular Bitcoin to USD Conversions' })).toBeVisible(),
  },
  { path: '/eth-to-usd', name: 'ETH guide with tabs', ready: (p) => expect(p.getByRole('tab', { name: 'About Ethereum' })).toBeVisible() },
  { path: '/sol-to-usd', name: 'coin guide' },
  { path: '/doge-to-eur', name: 'generic pair block' },
  { path: '/eth-to-usd/0.5', name: 'fixed amount', ready: (p) => expect(p.getByTestId('fixed-amount-value')).toBeVisible() },
  { path: '/crypto-profit-calculator', name: 'profit calculator', ready: (p) => expect(p.getByLabel('Cryptocurrency')).toBeEnabled() },
  { path: '/about', name: 'about' },
  { path: '/methodology', name: 'methodology' },
  { path: '/contact', name: 'contact' },
  { path: '/privacy', name: 'privacy' },
  { path: '/indexnow-test', name: 'IndexNow tester' },
  { path: '/debug-seo', name: 'SEO debugger', ready: (p) => expect(p.getByRole('heading', { name: 'Check result' })).toBeVisible() },
  { path: '/nope', name: 'not found', ready: (p) => expect(p.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible() },
  // Other languages (decision 017): a CJK page, a calculator, a guide still in English inside a German page, a 404.
  {
    path: '/ja/btc-to-usd',
    name: 'Japanese pair page',
    ready: (p) => expect(p.getByRole('heading', { level: 1, name: '暗号資産換算・計算ツール' })).toBeVisible(),
  },
  { path: '/de/crypto-profit-calculator', name: 'German calculator', ready: (p) => expect(p.getByLabel('Kryptowährung')).toBeEnabled() },
  { path: '/de/doge-to-eur', name: 'German page with an English guide' },
  {
    path: '/ko/nope',
    name: 'Korean not found',
    ready: (p) => expect(p.getByRole('heading', { name: '404 페이지를 찾을 수 없습니다' })).toBeVisible(),
  },
  // Developer pages (decision 019): the API docs, the widget configurator (its preview frame) and the framed widget alone.
  {
    path: '/developers',
    name: 'developers',
    ready: (p) => expect(p.getByRole('heading', { level: 3, name: 'Convert at the live rate' })).toBeVisible(),
  },
  {
    path: '/widget',
    name: 'widget configurator',
    ready: (p) => expect(p.locator('crypto-converter iframe').contentFrame().getByTestId('exchange-rate')).toBeVisible(),
  },
];

// The framed widget takes its theme from its address (the host's `theme` attribute), not the toggle.
test.describe('axe: the framed widget in both of its themes', () => {
  for (const path of ['/widget/converter?from=eth&to=eur&amount=2', '/ja/widget/converter?from=btc&to=jpy']) {
    test(path, async ({ page }) => {
      for (const theme of THEMES) {
        await gotoHydrated(page, `${path}&theme=${theme}`);
        await expectTheme(page, theme);
        await expect(page.getByTestId('exchange-rate')).toBeVisible();
        await settle(page);
        await expectNoSeriousViolations(page, `${path} (${theme})`);
      }
    });
  }
});

test.describe('axe: every page type, light and dark', () => {
  for (const { path, name, ready } of PAGES) {
    test(`${name} (${path})`, async ({ page }) => {
      await scanInBothThemes(page, path, path, async (p) => {
        if (ready) await ready(p);
        await settle(p);
      });
    });
  }
});

/**
 * Opens `path`, brings it into an open state and scans what opened (`include`; the rest of the
 * page is scanned above) in the light theme, then switches the page to the dark theme in place
 * (the theme is only the class on <html>) so the state stays open, and scans it again.
 */
async function scanOpenState(page: Page, path: string, what: string, include: string[], open: (page: Page) => Promise<unknown>) {
  await gotoHydrated(page, path);
  await open(page);
  await expectNoSeriousViolations(page, `${what} (light)`, include);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectTheme(page, 'dark');
  await expectNoSeriousViolations(page, `${what} (dark)`, include);
}

test.describe('axe: open states, light and dark', () => {
  test('calculator with a result', async ({ page }) => {
    await scanOpenState(page, '/crypto-profit-calculator/eth?tab=what-if', 'calculator result', ['main'], async (p) => {
      await p.getByRole('button', { name: 'Calculate' }).click();
      await expect(p.getByTestId('final-value')).toBeVisible();
    });
  });

  test('currency picker open', async ({ page }) => {
    await scanOpenState(page, '/doge-to-eur', 'currency picker open', ['[role="dialog"]', 'button[aria-expanded="true"]'], async (p) => {
      const c = converter(p);
      await expect(c.rate).toBeVisible();
      await c.toTrigger.click();
      await expect(c.toList.getByRole('option', { name: 'EUR Euro' })).toBeVisible();
    });
  });

  test('header menu open', async ({ page }) => {
    await scanOpenState(page, '/sol-to-usd', 'header menu open', ['header', '[role="menu"]'], async (p) => {
      await p.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Crypto Converter' }).click();
      await expect(p.getByRole('menuitem', { name: 'SOL to USD' })).toBeVisible();
    });
  });

  test('FAQ item expanded', async ({ page }) => {
    await scanOpenState(page, '/sol-to-usd', 'FAQ item expanded', ['[data-state="open"]:has(> h3)'], async (p) => {
      await settle(p);
      const trigger = p.getByRole('button', { name: 'What is Solana (SOL)?' });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });
  });

  test('page text that could not be loaded', async ({ page }) => {
    // Picking Cardano loads its guide in the browser; here that request fails.
    await page.route('**/assets/guides/ada-*.js', (route) => route.abort('internetdisconnected'));
    await scanOpenState(page, '/btc-to-usd', 'guide not loaded', ['main'], async (p) => {
      const c = converter(p);
      await c.fromTrigger.click();
      await c.fromSearch.fill('cardano');
      await c.fromList.getByRole('option', { name: 'ADA Cardano' }).click();
      await expect(p.getByText('This part of the page could not be loaded. Check your connection, then try again.')).toBeVisible();
      await expect(p.getByRole('button', { name: 'Try again', exact: true })).toBeVisible();
    });
  });

  test('toast shown', async ({ page }) => {
    await scanOpenState(page, '/doge-to-eur', 'toast', ['[role="region"][aria-label^="Notifications"]'], async (p) => {
      const c = converter(p);
      await expect(c.rate).toBeVisible();
      await c.refresh.click();
      await expect(p.getByRole('region', { name: /^Notifications/ }).getByText('Rates refreshed', { exact: true })).toBeVisible();
    });
  });

  test.describe('375 px wide', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('mobile menu open', async ({ page }) => {
      await scanOpenState(page, '/btc-to-usd', 'mobile menu open', ['header'], async (p) => {
        await p.getByRole('button', { name: 'Open menu' }).click();
        const mobileNav = p.getByRole('navigation', { name: 'Mobile' });
        await mobileNav.getByRole('button', { name: 'Crypto Converter' }).click();
        await expect(mobileNav.getByRole('link', { name: 'BTC to USD' })).toBeVisible();
      });
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Keyboard

/** Describes the focused element and whether it shows a focus indicator (outline or ring). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '(body)', ring: false, tag: 'body' };
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0 &&
      !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.outlineColor);
    // A Tailwind-style ring: a box shadow with no offset or blur and a spread.
    const ring = /0px 0px 0px [1-9]/.test(style.boxShadow);
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    return {
      name: `${el.getAttribute('role') ?? el.tagName.toLowerCase()} "${label}"`,
      ring: outline || ring,
      tag: el.tagName.toLowerCase(),
    };
  });
}

/** Polls, as buttons and links fade their outline colour in (transition-colors); returns its name. */
async function expectFocusRing(page: Page) {
  let name = '';
  await expect
    .poll(
      async () => {
        const f = await focused(page);
        name = f.name;
        return f.ring ? 'has a focus ring' : `${f.name} has no focus ring`;
      },
      { timeout: 2000 },
    )
    .toBe('has a focus ring');
  return name;
}

/** Presses Tab until `target` has focus (at most `max` times), checking each stop shows focus. */
async function tabTo(page: Page, target: Locator, max = 30) {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    stops.push(await expectFocusRing(page));
    if (await target.evaluate((el) => el === document.activeElement)) return stops;
  }
  throw new Error(`not reached by Tab after ${max} presses; stops: ${stops.join(' → ')}`);
}

test.describe('keyboard', () => {
  test('Tab from the top: skip link first, then header, then every converter control, each with a visible focus ring', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectFocusRing(page);

    const nav = page.getByRole('navigation', { name: 'Main' });
    const order = [
      page.getByRole('link', { name: 'CryptoCalc home' }),
      nav.getByRole('button', { name: 'Crypto Converter' }),
      nav.getByRole('link', { name: 'Profit Calculator' }),
      nav.getByRole('link', { name: 'About' }),
      nav.getByRole('link', { name: 'Contact' }),
      page.getByRole('button', { name: 'Switch to dark theme' }),
      c.fiatTab,
      c.amount,
      c.fromTrigger,
      c.swap,
      c.toTrigger,
      page.getByRole('button', { name: 'Convert at a past date' }),
      // Where the rate comes from (decision 015): the disclosure's summary, then its method link.
      page.getByTestId('sources-line').locator('summary'),
      page.getByTestId('sources-line').getByRole('link', { name: 'How we calculate' }),
      c.refresh,
      page.getByRole('button', { name: 'Show in more currencies' }),
      // The price alert line (decision 020), the card's last control.
      page.getByRole('button', { name: 'Set a price alert' }),
    ];
    for (const control of order) await tabTo(page, control, 3);
    // Past the converter: the popular amounts table, then the guide's FAQ.
    await tabTo(page, page.getByRole('link', { name: '0.1 BTC', exact: true }), 3);
    await tabTo(page, page.getByRole('button', { name: 'What is Bitcoin (BTC)?' }), 25);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(c.fiatTab).toBeFocused();
  });

  test('the converter works with the keyboard alone', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // skip link
    await page.keyboard.press('Tab');
    await expect(c.fiatTab).toBeFocused();

    // Tabs: arrows switch the conversion type.
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL('/btc-to-eth');
    await expect(c.cryptoTab).toBeFocused();
    await expectFocusRing(page);
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL('/btc-to-usd');
    await expect(c.fiatTab).toBeFocused();

    // Amount: focusing selects the text, so typing replaces it.
    await page.keyboard.press('Tab');
    await expect(c.amount).toBeFocused();
    await page.keyboard.type('2');
    await expect(c.result).toHaveText('200,000.00 USD');

    // From picker: Enter opens with the search focused (and ringed), typing filters, Enter picks.
    await page.keyboard.press('Tab');
    await expect(c.fromTrigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(c.fromSearch).toBeFocused();
    const searchRow = c.fromSearch.locator('..');
    await expect(searchRow).not.toHaveCSS('outline-style', 'none');
    await page.keyboard.type('eth');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/eth-to-usd?amount=2');
    await expect(c.fromTrigger).toBeFocused();
    await expect(c.result).toHaveText('8,000.00 USD');

    // Swap: Enter and Space.
    await page.keyboard.press('Tab');
    await expect(c.swap).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/usd-to-eth?amount=2');
    await expect(c.swap).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL('/eth-to-usd?amount=2');

    // To picker: Space opens, arrows move, Escape closes without picking.
    await page.keyboard.press('Tab');
    await expect(c.toTrigger).toBeFocused();
    await page.keyboard.press('Space');
    await expect(c.toSearch).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(c.toList).toBeHidden();
    await expect(c.toTrigger).toBeFocused();
    await expect(page).toHaveURL('/eth-to-usd?amount=2');

    // Refresh (past the date button, the copy button, the sources line and its method link, the
    // exchange comparison's button and the data link): Enter refreshes, starts the cooldown and
    // shows the toast.
    await tabTo(page, c.refresh, 7);
    await page.keyboard.press('Enter');
    await expect(c.refresh).toHaveText(/^Wait \d+s$/);
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Rates refreshed', { exact: true })).toBeVisible();
  });

  test('header menu, theme toggle and links work with the keyboard alone', async ({ page }) => {
    await openConverter(page, '/btc-to-usd');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menuButton = nav.getByRole('button', { name: 'Crypto Converter' });
    await tabTo(page, menuButton, 4);

    // Enter opens the menu on its first item; arrows move; Escape closes it, back on the button.
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'BTC to USD' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'SOL to USD' })).toBeFocused();
    await expectFocusRing(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Space opens it too, and Enter on an item follows the link.
    await page.keyboard.press('Space');
    await expect(menu.getByRole('menuitem', { name: 'BTC to USD' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'BNB to USD' })).toBeFocused();
    await page.keyboard.press('Escape');
    // Tab from the button once focus is back on it (before, Tab could start from the closing menu).
    await expect(menuButton).toBeFocused();

    // The theme toggle: Enter and Space.
    const toDark = page.getByRole('button', { name: 'Switch to dark theme' });
    await tabTo(page, toDark, 5);
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const toLight = page.getByRole('button', { name: 'Switch to light theme' });
    await expect(toLight).toBeFocused();
    await expectFocusRing(page);
    await page.keyboard.press('Space');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

    // Back past the language menu to a header link, and Enter follows it.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('banner').getByRole('button', { name: /^Language: English/ })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: 'About' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about');
  });

  test('FAQ accordion and guide tabs work with the keyboard alone', async ({ page }) => {
    await gotoHydrated(page, '/eth-to-usd');
    await settle(page);
    await gotoPageText(page);
    const aboutTab = page.getByRole('tab', { name: 'About Ethereum' });
    await aboutTab.focus();
    await page.keyboard.press('ArrowRight');
    const conversionTab = page.getByRole('tab', { name: 'ETH Conversion' });
    await expect(conversionTab).toBeFocused();
    await expect(conversionTab).toHaveAttribute('aria-selected', 'true');
    // The panel starts with text, so it is a tab stop of its own, with a ring.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'ETH Conversion' })).toBeFocused();
    await expectFocusRing(page);

    await gotoHydrated(page, '/sol-to-usd');
    await settle(page);
    await gotoPageText(page);
    const first = page.getByRole('button', { name: 'What is Solana (SOL)?' });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const second = page.getByRole('button', { name: 'What is Solana used for?' });
    await expect(second).toBeFocused();
    await expectFocusRing(page);
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('End');
    await expect(page.getByRole('button', { name: 'Where can I buy or sell SOL?' })).toBeFocused();
    await page.keyboard.press('ArrowDown'); // wraps
    await expect(first).toBeFocused();
  });

  test('the calculator can be filled in and run with the keyboard alone', async ({ page }) => {
    await gotoHydrated(page, '/crypto-profit-calculator/eth');
    await tabTo(page, page.getByRole('tab', { name: 'Profit/Loss Calculator' }));
    await page.keyboard.press('ArrowRight');
    const whatIf = page.getByRole('tab', { name: 'What If Calculator' });
    await expect(whatIf).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, page.getByLabel('Cryptocurrency'), 1);
    const amount = page.getByLabel('Amount invested (USD)');
    await tabTo(page, amount, 1);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('500');
    await expect(amount).toHaveValue('500');
    const calculate = page.getByRole('button', { name: 'Calculate' });
    await tabTo(page, calculate, 5);
    await page.keyboard.press('Enter');
    const final = Math.round((500 / 123.306023) * 4000 * 100) / 100;
    await expect(page.getByTestId('final-value')).toHaveText(final.toLocaleString('en-US', { style: 'currency', currency: 'USD' }));
  });

  test('the contact form can be completed with the keyboard alone', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await tabTo(page, page.getByLabel('Name'));
    await page.keyboard.type('Ada Lovelace');
    await tabTo(page, page.getByLabel('Email'), 1);
    await page.keyboard.type('ada@example.com');
    await tabTo(page, page.getByLabel('Subject'), 1);
    await page.keyboard.type('Rates');
    await tabTo(page, page.getByLabel('Message'), 1);
    await page.keyboard.type('Please add more coins.');
    await tabTo(page, page.getByRole('button', { name: 'Send message' }), 1);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByText('Thank you for your message!')).toBeVisible();
    const again = page.getByRole('button', { name: 'Send another message' });
    await tabTo(page, again, 2);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test.describe('375 px wide', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the mobile menu works with the keyboard alone', async ({ page }) => {
      await openConverter(page, '/btc-to-usd');
      const open = page.getByRole('button', { name: 'Open menu' });
      await tabTo(page, open, 5);
      await page.keyboard.press('Enter');
      const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
      await expect(mobileNav).toBeVisible();
      const submenu = mobileNav.getByRole('button', { name: 'Crypto Converter' });
      await tabTo(page, submenu, 1);
      await page.keyboard.press('Space');
      await expect(submenu).toHaveAttribute('aria-expanded', 'true');
      await tabTo(page, mobileNav.getByRole('link', { name: 'ETH to USD' }), 3);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/eth-to-usd');
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Reduced motion

/** The longest animation (duration × iterations) or transition on the page, in seconds. */
function longestMotion(page: Page) {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      Math.max(0, ...list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v))));
    let worst = { seconds: 0, element: '' };
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        const iterations = style.animationIterationCount.split(',').map((v) => (v.trim() === 'infinite' ? Infinity : Number(v)));
        const animation = style.animationName === 'none' ? 0 : seconds(style.animationDuration) * Math.max(...iterations);
        const transition = seconds(style.transitionDuration) + seconds(style.transitionDelay);
        const longest = Math.max(animation, transition);
        if (longest > worst.seconds)
          worst = { seconds: longest, element: `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}${pseudo ?? ''}` };
      }
    }
    return worst;
  });
}

async function expectNoMotion(page: Page) {
  const worst = await longestMotion(page);
  expect(worst.seconds, `longest animation or transition: ${worst.element}`).toBeLessThan(0.001);
}

test.describe('prefers-reduced-motion', () => {
  test('the skeleton, picker, menu, toast and accordion do not animate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const c = await openConverter(page, '/btc-to-usd');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');

    // Hold the next rate answer so the loading skeleton stays on screen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/convert?**', async (route) => {
      await held;
      await route.continue();
    });
    await c.swap.click();
    const pulse = page.getByRole('status', { name: 'Loading rate' }).locator('.animate-pulse').first();
    await expect(pulse).toBeVisible();
    await expect(pulse).toHaveCSS('animation-iteration-count', '1');
    await expectNoMotion(page);
    release();
    await expect(c.rate).toBeVisible();
    await page.unroute('**/api/convert?**');
    await c.swap.click();
    await expect(page).toHaveURL('/btc-to-usd');

    await c.fromTrigger.click();
    await expect(c.fromList).toBeVisible();
    await expectNoMotion(page);
    await page.keyboard.press('Escape');

    await c.refresh.click();
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Rates refreshed', { exact: true })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Crypto Converter' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoMotion(page);
    await page.keyboard.press('Escape');

    const faq = page.getByRole('button', { name: 'What is Bitcoin (BTC)?' });
    await faq.click();
    await expect(faq).toHaveAttribute('aria-expanded', 'true');
    await expectNoMotion(page);
  });

  test('without the preference, the same page does animate (the check above can fail)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openConverter(page, '/btc-to-usd');
    expect((await longestMotion(page)).seconds).toBeGreaterThan(0.1);
  });
});
