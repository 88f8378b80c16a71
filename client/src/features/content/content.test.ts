import { findByTicker } from '@shared/currencies/resolve-currency';
import { KNOWN_COINS } from '@shared/currencies/known-coins';
import { COIN_CONTENT_TICKERS, CoinContentSchema, type CoinContentInput, GUIDE_LAYOUT_TICKERS } from '@shared/schemas/content';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: CoinContentInput }>('./data/coins/*.ts', { eager: true });
const entries = Object.entries(files).map(([path, mod]) => ({
  file: path.replace('./data/coins/', '').replace('.ts', ''),
  data: mod.default,
}));

const PLACEHOLDER = /lorem|ipsum|\bTODO\b|\bTBD\b|placeholder|\bXXX\b|coming soon/i;

describe('coin guides', () => {
  it('exist for exactly the 51 coins of spec §2', () => {
    expect(entries.map((e) => e.file).sort()).toEqual([...COIN_CONTENT_TICKERS].sort());
  });

  it.each(entries)('$file is valid: 2 intro paragraphs, 4 FAQs, 6 exchanges, ticker = file name', ({ file, data }) => {
    const content = CoinContentSchema.parse(data);
    expect(content.ticker).toBe(file);
    expect(new Set(content.faq.whereToBuy.exchanges).size).toBe(6);
    expect(JSON.stringify(content)).not.toMatch(PLACEHOLDER);
  });

  it.each(entries)('$file names the coin the site resolves its ticker to', ({ file, data }) => {
    expect(findByTicker(KNOWN_COINS, file)?.id).toBe(data.coinId);
  });

  it('uses the guide layout for exactly the coins the spec gives it', () => {
    const guides = entries.filter((e) => e.data.layout === 'guide').map((e) => e.file);
    expect(guides.sort()).toEqual([...GUIDE_LAYOUT_TICKERS].sort());
  });

  it('gives XRP, AVAX and PI their illustrative value tables, and Pi its estimate warning', () => {
    const byTicker = new Map(entries.map((e) => [e.file, e.data]));
    for (const t of ['xrp', 'avax', 'pi']) expect(byTicker.get(t)?.valueTable, t).toBeDefined();
    expect(byTicker.get('pi')?.notice).toMatch(/estimate/i);
  });
});
