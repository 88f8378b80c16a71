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
 * Opens a page and waits until React has hydrated the server's HTML: before that, the HTML is
 * visible but clicks and typing do nothing.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * Brings the page text below the converter into view and waits until it is interactive: its
 * code loads when it comes near (deferred-content.tsx). A keyboard user's focus gets there the
 * same way; tests that press keys in it wait for it, as they wait for the page's hydration.
 */
export async function gotoPageText(page: Page) {
  const sections = page.locator('[data-deferred]');
  await sections.last().scrollIntoViewIfNeeded();
  await expect(page.locator('[data-deferred]:not([data-hydrated])')).toHaveCount(0);
}
