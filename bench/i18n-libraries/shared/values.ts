/** The placeholder values every variant renders, formatted with the page's locale (explicit). */
export function valuesFor(locale: string) {
  const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: 8 });
  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    from: 'BTC',
    to: 'USD',
    amount: amount.format(0.5),
    value: money.format(48123.45),
    rate: money.format(96246.9),
    minutes: 5,
    count: 12,
  };
}
export const LOCALES = ['en', 'de', 'es', 'pt-BR', 'fr', 'it', 'tr', 'ru', 'ja', 'ko', 'zh-Hans'] as const;
export type Locale = (typeof LOCALES)[number];
