import { describe, expect, it } from 'vitest';
import { languageLinks } from './language-links';

describe('languageLinks', () => {
  it('keeps the page and its query in every language', () => {
    const links = languageLinks('/btc-to-eur', 'amount=2');
    expect(links.find((l) => l.locale === 'en')?.href).toBe('/btc-to-eur?amount=2');
    expect(links.find((l) => l.locale === 'de')?.href).toBe('/de/btc-to-eur?amount=2');
  });

  it('leads from an English-only developer page to each language’s home, not to a redirect back', () => {
    const links = languageLinks('/developers', '');
    expect(links.find((l) => l.locale === 'en')?.href).toBe('/developers');
    expect(links.find((l) => l.locale === 'ja')?.href).toBe('/ja');
    expect(languageLinks('/widget', 'from=eth').find((l) => l.locale === 'de')?.href).toBe('/de');
    // The framed widget has every language.
    expect(languageLinks('/widget/converter', 'from=eth').find((l) => l.locale === 'de')?.href).toBe('/de/widget/converter?from=eth');
  });
});
