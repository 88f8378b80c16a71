import { expect, test } from '@playwright/test';
import { expectActiveOption, openConverter } from './support/converter';

test.describe('currency picker search', () => {
  test('finds coins by name and by symbol, ignoring case', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await c.fromTrigger.click();
    await expect(c.fromSearch).toBeFocused();
    await expect(c.fromSearch).toHaveAttribute('placeholder', 'Search by name or symbol');
    await expect(c.fromList.getByRole('option', { name: 'BTC Bitcoin' })).toHaveAttribute('aria-selected', 'true');

    // By name, in any case.
    await c.fromSearch.fill('SoLaNa');
    await expect(c.fromList.getByRole('option')).toHaveText([/SOL\s*Solana/]);

    // By symbol, in any case: "ada" finds Cardano (whose name does not contain it).
    await c.fromSearch.fill('ADA');
    await expect(c.fromList.getByRole('option', { name: 'ADA Cardano' })).toBeVisible();
    await c.fromSearch.fill('doge');
    await expect(c.fromList.getByRole('option', { name: 'DOGE Dogecoin' })).toBeVisible();

    await c.fromSearch.fill('zzzz-no-such-coin');
    await expect(c.fromList.getByRole('option')).toHaveCount(0);
    await expect(c.fromList.getByText('No currencies found')).toBeVisible();

    // Clearing the search brings the full list back.
    await c.fromSearch.fill('');
    await expect(c.fromList.getByRole('option', { name: 'ETH Ethereum' })).toBeVisible();
    await expect(c.fromList.getByText('No currencies found')).toBeHidden();
  });

  test('picking a From coin with the mouse navigates to the new pair and keeps the amount', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await c.amount.fill('3');
    await c.fromTrigger.click();
    await c.fromSearch.fill('sol');
    await c.fromList.getByRole('option', { name: 'SOL Solana' }).click();
    await expect(page).toHaveURL('/sol-to-usd?amount=3');
    await expect(c.fromList).toBeHidden();
    await expect(c.fromTrigger).toHaveAccessibleName('From SOL Solana');
    await expect(c.amount).toHaveValue('3');
    await expect(c.result).toHaveText('600.00 USD');
  });

  test('the To picker of a fiat pair lists fiat currencies', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await c.toTrigger.click();
    await expect(c.toSearch).toBeFocused();
    await c.toSearch.fill('euro');
    await expect(c.toList.getByRole('option', { name: 'EUR Euro' })).toBeVisible();
    await c.toSearch.fill('gbp');
    await c.toList.getByRole('option', { name: /^GBP/ }).click();
    await expect(page).toHaveURL('/btc-to-gbp');
    await expect(c.result).toHaveText('80,000.00 GBP');
  });

  test('the search text resets when the picker reopens', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await c.fromTrigger.click();
    await c.fromSearch.fill('xyz-nothing');
    await expect(c.fromList.getByText('No currencies found')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(c.fromList).toBeHidden();
    await c.fromTrigger.click();
    await expect(c.fromSearch).toHaveValue('');
    await expect(c.fromList.getByRole('option', { name: 'BTC Bitcoin' })).toBeVisible();
  });
});

test.describe('currency picker keyboard use', () => {
  test('Enter opens, arrows/Home/End move, Enter picks', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await c.fromTrigger.focus();
    await page.keyboard.press('Enter');
    await expect(c.fromSearch).toBeFocused();

    const options = c.fromList.getByRole('option');
    // The current coin starts active.
    await expectActiveOption(c.fromSearch, c.fromList.getByRole('option', { name: 'BTC Bitcoin' }));
    const bitcoinIndex = Number(await c.fromList.getByRole('option', { name: 'BTC Bitcoin' }).getAttribute('data-index'));

    await page.keyboard.press('ArrowDown');
    await expectActiveOption(c.fromSearch, options.nth(bitcoinIndex + 1));
    await page.keyboard.press('ArrowDown');
    await expectActiveOption(c.fromSearch, options.nth(bitcoinIndex + 2));
    await page.keyboard.press('ArrowUp');
    await expectActiveOption(c.fromSearch, options.nth(bitcoinIndex + 1));
    await page.keyboard.press('End');
    await expectActiveOption(c.fromSearch, options.last());
    await page.keyboard.press('ArrowDown'); // stays on the last option
    await expectActiveOption(c.fromSearch, options.last());
    await page.keyboard.press('Home');
    await expectActiveOption(c.fromSearch, options.first());
    await page.keyboard.press('ArrowUp'); // stays on the first option
    await expectActiveOption(c.fromSearch, options.first());

    // Typing filters and makes the first match active; Enter picks it.
    await page.keyboard.type('ethereum');
    await expectActiveOption(c.fromSearch, options.first());
    await expect(options.first()).toHaveAccessibleName('ETH Ethereum');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/eth-to-usd');
    await expect(c.fromList).toBeHidden();
    await expect(c.fromTrigger).toBeFocused();
    await expect(c.fromTrigger).toHaveAccessibleName('From ETH Ethereum');
    await expect(c.result).toHaveText('4,000.00 USD');
  });

  test('Space opens, arrows then Enter pick the next option', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await c.toTrigger.focus();
    await page.keyboard.press('Space');
    await expect(c.toSearch).toBeFocused();
    await page.keyboard.type('e'); // Euro, Japanese Yen, ... match "e"
    const options = c.toList.getByRole('option');
    await expect(options.first()).toHaveAccessibleName('EUR Euro');
    await expectActiveOption(c.toSearch, options.first());
    await page.keyboard.press('ArrowDown');
    await expectActiveOption(c.toSearch, c.toList.getByRole('option', { name: 'JPY Japanese Yen' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/btc-to-jpy');
    await expect(c.toList).toBeHidden();
    await expect(c.toTrigger).toHaveAccessibleName('To JPY Japanese Yen');
    await expect(c.result).toHaveText('15,000,000.00 JPY');
  });

  test('Escape closes without picking and focus returns to the trigger', async ({ page }) => {
    const c = await openConverter(page, '/btc-to-usd');
    await c.fromTrigger.focus();
    await page.keyboard.press('Enter');
    await expect(c.fromSearch).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(c.fromList).toBeHidden();
    await expect(c.fromTrigger).toBeFocused();
    await expect(page).toHaveURL('/btc-to-usd');
    await expect(c.fromTrigger).toHaveAccessibleName('From BTC Bitcoin');

    // Picking the current coin again just closes the list.
    await page.keyboard.press('Enter');
    await expect(c.fromSearch).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(c.fromList).toBeHidden();
    await expect(page).toHaveURL('/btc-to-usd');
  });
});
