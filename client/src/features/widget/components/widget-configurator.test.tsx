import { widgetFramePath } from '@shared/widget';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@/testing/render';
import { ORIGIN, renderConfigurator } from '../testing/render-configurator';

/** The code of the snippet under a heading. */
const snippet = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!.querySelector('pre code')!.textContent;
const scriptCode = () => snippet('Script (recommended)');
const iframeCode = () => snippet('Plain iframe (no scripts)');
const element = () => document.querySelector('crypto-converter')!;
const loaders = () => document.head.querySelectorAll('script[src="/widget.js"]');

function setup() {
  const user = userEvent.setup();
  const view = renderConfigurator();
  return { user, ...view };
}

afterEach(() => {
  cleanup();
  for (const script of loaders()) script.remove();
  vi.unstubAllGlobals();
});

describe('WidgetConfigurator', () => {
  it('starts at btc → usd, 1, auto, with a bare element in the script code', () => {
    setup();
    expect(screen.getByLabelText('From')).toHaveValue('btc');
    expect(screen.getByLabelText('To')).toHaveValue('usd');
    expect(screen.getByLabelText('Amount')).toHaveValue('1');
    expect(screen.getByRole('radio', { name: /Auto/ })).toBeChecked();
    expect(screen.getByLabelText('Language')).toHaveValue('auto');
    expect(scriptCode()).toBe(`<script src="${ORIGIN}/widget.js" async></script>\n<crypto-converter></crypto-converter>`);
  });

  it('writes each changed field into the code, and drops it again when back at its default', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('From'), 'eth');
    expect(scriptCode()).toContain('<crypto-converter from="eth"></crypto-converter>');
    await user.selectOptions(screen.getByLabelText('To'), 'eur');
    expect(scriptCode()).toContain('<crypto-converter from="eth" to="eur"></crypto-converter>');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '2.5');
    expect(scriptCode()).toContain('<crypto-converter from="eth" to="eur" amount="2.5"></crypto-converter>');
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(scriptCode()).toContain('amount="2.5" theme="dark"></crypto-converter>');
    await user.selectOptions(screen.getByLabelText('Language'), 'ja');
    expect(scriptCode()).toContain('theme="dark" locale="ja"></crypto-converter>');
    expect(iframeCode()).toContain(`src="${ORIGIN}/ja/widget/converter?from=eth&amp;to=eur&amp;amount=2.5&amp;theme=dark"`);

    await user.selectOptions(screen.getByLabelText('From'), 'btc');
    await user.click(screen.getByRole('radio', { name: /Auto/ }));
    await user.selectOptions(screen.getByLabelText('Language'), 'auto');
    expect(scriptCode()).toContain('<crypto-converter to="eur" amount="2.5"></crypto-converter>');

    // The exchange comparison is a boolean attribute, on the preview too.
    await user.click(screen.getByRole('checkbox', { name: /^Compare exchanges/ }));
    expect(scriptCode()).toContain('<crypto-converter to="eur" amount="2.5" compare></crypto-converter>');
    expect(iframeCode()).toContain('&amp;compare=1"');
    expect(element()).toHaveAttribute('compare', '');
    await user.click(screen.getByRole('checkbox', { name: /^Compare exchanges/ }));
    expect(element()).not.toHaveAttribute('compare');
  });

  it('offers the top cryptos by their URL tickers, and fiats before cryptos in To', () => {
    setup();
    const from = [...(screen.getByLabelText('From') as HTMLSelectElement).options].map((o) => o.value);
    expect(from).toEqual(['btc', 'eth', 'tokamak-network']);
    const to = [...(screen.getByLabelText('To') as HTMLSelectElement).options].map((o) => o.value);
    expect(to).toEqual(['usd', 'eur', 'btc', 'eth', 'tokamak-network']);
  });

  it('names each language in itself', () => {
    setup();
    const language = screen.getByLabelText('Language') as HTMLSelectElement;
    const label = (value: string) => [...language.options].find((o) => o.value === value)?.textContent;
    expect(language.options).toHaveLength(13);
    expect(label('en')).toBe('English');
    expect(label('de')).toBe('Deutsch');
    expect(label('ja')).toBe('日本語');
  });

  it('shows a message for an invalid amount and keeps the last valid one in the code', async () => {
    const { user } = setup();
    const amount = screen.getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '3');
    expect(amount).not.toHaveAttribute('aria-invalid');
    await user.type(amount, 'x');
    expect(amount).toHaveValue('3x');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    const message = document.getElementById(amount.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(message).toHaveTextContent(/Enter a number above 0/);
    expect(message).toHaveTextContent(/keeps 3\./);
    expect(scriptCode()).toContain('amount="3"');
    expect(iframeCode()).toContain('amount=3&amp;');
    expect(element()).toHaveAttribute('amount', '3');

    await user.clear(amount);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.type(amount, '0');
    expect(amount).toHaveAttribute('aria-invalid', 'true'); // not above zero
    await user.type(amount, '.5');
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Enter a number above 0/)).not.toBeInTheDocument();
    expect(scriptCode()).toContain('amount="0.5"');
  });

  it('updates the preview element’s attributes in place', async () => {
    const { user } = setup();
    const preview = element();
    expect(preview).toHaveAttribute('from', 'btc');
    expect(preview).toHaveAttribute('to', 'usd');
    expect(preview).toHaveAttribute('amount', '1');
    expect(preview).toHaveAttribute('theme', 'auto');
    expect(preview).toHaveAttribute('locale', 'auto');

    await user.selectOptions(screen.getByLabelText('From'), 'eth');
    await user.selectOptions(screen.getByLabelText('To'), 'eur');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '7');
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    await user.selectOptions(screen.getByLabelText('Language'), 'zh-Hans');

    expect(element()).toBe(preview);
    expect(preview).toHaveAttribute('from', 'eth');
    expect(preview).toHaveAttribute('to', 'eur');
    expect(preview).toHaveAttribute('amount', '7');
    expect(preview).toHaveAttribute('theme', 'light');
    expect(preview).toHaveAttribute('locale', 'zh-Hans');
  });

  it('appends the loader script once, however often it mounts', () => {
    expect(loaders()).toHaveLength(0);
    const first = renderConfigurator();
    renderConfigurator();
    expect(loaders()).toHaveLength(1);
    first.unmount();
    renderConfigurator();
    expect(loaders()).toHaveLength(1);
    expect((loaders()[0] as HTMLScriptElement).async).toBe(true);
  });

  it('frames widgetFramePath of the chosen locale in the iframe code, English for auto', async () => {
    const { user } = setup();
    expect(iframeCode()).toContain('title="Crypto converter"');
    expect(screen.getByText(/an iframe cannot read the visitor’s languages/i)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('To'), 'eur');
    await user.selectOptions(screen.getByLabelText('Language'), 'pt-BR');
    const path = widgetFramePath({ from: 'btc', to: 'eur', amount: '1', theme: 'auto', compare: false }, 'pt-BR');
    expect(iframeCode()).toBe(
      `<iframe src="${ORIGIN}${path.replaceAll('&', '&amp;')}" title="Conversor de criptomoedas" width="100%" height="360" style="border:0" loading="lazy"></iframe>\n` +
        `<p><a href="${ORIGIN}/pt-br/btc-to-eur">Cotações por CryptoCalc</a></p>`,
    );
    expect(iframeCode()).not.toMatch(/&(?!amp;)/);
    expect(screen.queryByText(/an iframe cannot read the visitor’s languages/i)).not.toBeInTheDocument();
  });

  it('copies a snippet to the clipboard and says so', async () => {
    const { user } = setup();
    const writeText = vi.fn(async (_text: string) => {});
    // After userEvent.setup(), which puts its own clipboard on navigator.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.selectOptions(screen.getByLabelText('From'), 'eth');
    await user.click(screen.getByRole('button', { name: 'Copy script code' }));
    expect(writeText).toHaveBeenCalledWith(scriptCode());
    const copied = await screen.findByText('Copied');
    expect(copied.closest('[aria-live="polite"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy iframe code' }));
    expect(writeText).toHaveBeenLastCalledWith(iframeCode());
  });

  it('says when the clipboard refuses', async () => {
    const { user } = setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      configurable: true,
    });
    await user.click(screen.getByRole('button', { name: 'Copy script code' }));
    expect(await screen.findByText(/Could not copy/)).toBeInTheDocument();
  });

  it('shows only btc and usd, same fields, until the lists load', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderConfigurator({ lists: false });
    const from = screen.getByLabelText('From') as HTMLSelectElement;
    const to = screen.getByLabelText('To') as HTMLSelectElement;
    expect([...from.options].map((o) => o.value)).toEqual(['btc']);
    expect([...to.options].map((o) => o.value)).toEqual(['usd']);
    expect(from).toHaveValue('btc');
    expect(to).toHaveValue('usd');
  });

  it('shows skeletons instead of code until the origin is known', () => {
    renderConfigurator({ siteOrigin: '' });
    expect(document.querySelector('pre code')).toBeNull();
    for (const button of screen.getAllByRole('button', { name: /^Copy/ })) expect(button).toBeDisabled();
  });
});

describe('WidgetConfigurator without a clipboard API', () => {
  it('says the code could not be copied', async () => {
    const user = userEvent.setup();
    renderConfigurator();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy iframe code' }));
    await waitFor(() => expect(screen.getByText(/Could not copy/)).toBeInTheDocument());
  });
});
