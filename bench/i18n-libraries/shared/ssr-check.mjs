// Renders a variant's SSR build for several locales at once (interleaved) and checks each page's text.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const expected = {
  en: [
    'Updated 5 minutes ago',
    'Average price from 12 exchanges',
    '<a href="/methodology">methodology</a>',
    '0.5 BTC is worth 48,123.45 USD',
  ],
  de: [
    'Vor 5 Minuten aktualisiert',
    'Durchschnittspreis von 12 Börsen',
    '<a href="/methodology">Methodik</a>',
    '0,5 BTC sind zum heutigen Kurs 48.123,45 USD wert',
  ],
  ru: ['Обновлено 5 минут назад', 'Средняя цена с 12 бирж', '<a href="/methodology">методологии</a>'],
  ja: ['5分前に更新', '12取引所の平均価格', '<a href="/methodology">算出方法</a>'],
  'zh-Hans': ['5分钟前更新', '<a href="/methodology">方法说明</a>'],
};
const variantDir = process.argv[2];
const { render } = await import(pathToFileURL(join(variantDir, 'dist/server/entry-server.js')).href);
const order = variantDir.endsWith('baseline') ? ['en'] : ['de', 'en', 'ja', 'ru', 'zh-Hans', 'de', 'ja', 'en'];
const htmls = await Promise.all(order.map((locale) => render(locale)));
const failures = [];
order.forEach((locale, i) => {
  for (const text of expected[locale]) if (!htmls[i].includes(text)) failures.push(`${locale}: missing ${JSON.stringify(text)}`);
});
if (failures.length) {
  console.log(`SSR FAIL\n${failures.join('\n')}`);
  console.log(htmls[0].slice(0, 1500));
  process.exitCode = 1;
} else console.log(`SSR ok: ${order.join(',')}`);
