import { expect, type Locator, type Page } from '@playwright/test';

/** Locators for the converter card, by role, label and text as a visitor sees it. */
export function converter(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Crypto Calculator and Converter Tool' }),
    amount: page.getByRole('textbox', { name: 'Amount' }),
    /** The picker trigger is named by its label plus the current value ("From BTC Bitcoin"). */
    fromTrigger: page.getByRole('button', { name: /^From\b/ }),
    toTrigger: page.getByRole('button', { name: /^To\b/ }),
    fromSearch: page.getByRole('combobox', { name: 'Search from currencies' }),
    toSearch: page.getByRole('combobox', { name: 'Search to currencies' }),
    fromList: page.getByRole('listbox', { name: 'From currencies' }),
    toList: page.getByRole('listbox', { name: 'To currencies' }),
    swap: page.getByRole('button', { name: 'Swap currencies' }),
    fiatTab: page.getByRole('tab', { name: 'Crypto to FIAT' }),
    cryptoTab: page.getByRole('tab', { name: 'Crypto to Crypto' }),
    result: page.getByTestId('conversion-result'),
    rate: page.getByTestId('exchange-rate'),
    inverse: page.getByTestId('inverse-rate'),
    refresh: page.getByRole('button', { name: /^(Refresh|Wait \d+s)$/ }),
  };
}

/** Opens a converter URL and waits until a rate is on screen. */
export async function openConverter(page: Page, path: string) {
  const c = converter(page);
  await gotoHydrated(page, path);
  await expect(c.rate).toBeVisible();
  return c;
}

/** Asserts the combobox marks `option` as its active option (aria-activedescendant). */
export async function expectActiveOption(combobox: Locator, option: Locator) {
  const id = await option.getAttribute('id');
  expect(id, 'option has an id').toBeTruthy();
  await expect(combobox).toHaveAttribute('aria-activedescendant', id!);
}

/**
 * Opens a page as a visitor who has not touched it yet: React has hydrated the page's frame, and
 * its deferred parts (the converter, the header, the text…) are still the server's HTML, their
 * code not loaded until a first sign of use (components/deferred-part.tsx).
 */
export async function gotoUntouched(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * Opens a page and waits until it is interactive throughout, as a visitor's page is by the time
 * the pointer reaches a control: the pointer moves over the page (the first sign of use that
 * loads the deferred parts' code) and every deferred part is hydrated.
 */
export async function gotoHydrated(page: Page, path: string) {
  await gotoUntouched(page, path);
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await expect(page.locator('[data-deferred]:not([data-hydrated])')).toHaveCount(0);
}

/**
 * Brings the page text below the converter into view, interactive: a page opened with
 * gotoHydrated has every deferred part hydrated already; one opened untouched gets there at the
 * wheel, a first sign of use (components/deferred-part.tsx).
 */
export async function gotoPageText(page: Page) {
  const sections = page.locator('[data-deferred="page-text"]');
  await sections.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 1);
  await expect(page.locator('[data-deferred]:not([data-hydrated])')).toHaveCount(0);
}

/**
 * Holds back every script matching `pattern` the page asks for from now on, until the returned
 * function is called: input given meanwhile reaches parts whose code has not loaded.
 */
export async function holdScripts(page: Page, pattern = '**/assets/**/*.js'): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
