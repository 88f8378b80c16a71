// use-intl ahead-of-time: each ICU message compiled with icu-minify (what next-intl's `precompile` does).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import compile from 'icu-minify/compile';
import { LOCALES } from './messages.mjs';

const dir = new URL('../variants/use-intl-precompiled/', import.meta.url).pathname;
mkdirSync(`${dir}compiled`, { recursive: true });
for (const locale of LOCALES) {
  const source = JSON.parse(readFileSync(`${dir}messages/${locale}.json`, 'utf8'));
  const out = Object.fromEntries(Object.entries(source).map(([key, message]) => [key, compile(message)]));
  writeFileSync(`${dir}compiled/${locale}.json`, JSON.stringify(out));
}
console.log('use-intl catalogs precompiled');
