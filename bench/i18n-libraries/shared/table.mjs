import { readFileSync, existsSync } from 'node:fs';
const variants = [
  'baseline',
  'lingui-macro',
  'lingui-macro-babel',
  'lingui-nomacro',
  'i18next',
  'paraglide',
  'react-intl',
  'react-intl-ast',
  'use-intl',
  'use-intl-precompiled',
];
const read = (v) => JSON.parse(readFileSync(`results/${v}.json`, 'utf8'));
const base = read('baseline');
console.log('variant | initial JS gzip (B) | Δ vs baseline | app chunk | framework | catalog en/de/ru/ja/zh (gzip B)');
for (const v of variants) {
  if (!existsSync(`results/${v}.json`)) continue;
  const r = read(v);
  const pick = (re) => r.files.filter((f) => re.test(f.file)).reduce((s, f) => s + f.gzip, 0);
  const c = ['en', 'de', 'ru', 'ja', 'zh-Hans'].map((l) => r.catalogs[l]?.gzip ?? '-').join('/');
  console.log(
    `${v} | ${r.initialGzip} | ${r.initialGzip - base.initialGzip} | ${pick(/index-/)} | ${pick(/framework-/)} | ${pick(/rolldown-runtime/)} rt | ${c}`,
  );
}
