// Writes each variant's catalogs from shared/messages.mjs (ICU source).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { LOCALES, messages } from './messages.mjs';

const root = new URL('../', import.meta.url).pathname;
const write = (path, text) => {
  mkdirSync(dirname(root + path), { recursive: true });
  writeFileSync(root + path, text);
};
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** `{v, plural, one {…} other {…}}` as the whole message → { variable, forms }; else null. */
function plural(message) {
  const m = /^\{(\w+), plural, (.*)\}$/s.exec(message);
  if (!m) return null;
  const forms = {};
  let rest = m[2].trim();
  while (rest) {
    const head = /^(=?\w+) \{/.exec(rest);
    let depth = 1,
      i = head[0].length;
    while (depth) {
      if (rest[i] === '{') depth++;
      else if (rest[i] === '}') depth--;
      i++;
    }
    forms[head[1]] = rest.slice(head[0].length, i - 1);
    rest = rest.slice(i).trim();
  }
  return { variable: m[1], forms };
}
const linguiTags = (text) => text.replace(/<link>/g, '<0>').replace(/<\/link>/g, '</0>');
const poString = (s) => JSON.stringify(s);

for (const locale of LOCALES) {
  const source = messages[locale];
  const english = messages.en;

  // Lingui, macro route: PO files keyed by the English source (ids are hashes of it).
  let po = `msgid ""\nmsgstr ""\n"Language: ${locale}\\n"\n"Content-Type: text/plain; charset=utf-8\\n"\n\n`;
  for (const [key, en] of Object.entries(english))
    po += `msgid ${poString(linguiTags(en))}\nmsgstr ${poString(locale === 'en' ? '' : linguiTags(source[key]))}\n\n`;
  for (const v of ['lingui-macro', 'lingui-macro-babel']) write(`variants/${v}/src/locales/${locale}.po`, po);

  // Lingui, no macros: PO files with explicit ids.
  let poIds = `msgid ""\nmsgstr ""\n"Language: ${locale}\\n"\n"Content-Type: text/plain; charset=utf-8\\n"\n\n`;
  for (const key of Object.keys(english))
    poIds += `#. js-lingui-explicit-id\nmsgid ${poString(key)}\nmsgstr ${poString(linguiTags(source[key]))}\n\n`;
  write(`variants/lingui-nomacro/src/locales/${locale}.po`, poIds);

  // i18next JSON v4: key_one/key_other, {{var}}, plural variable renamed to count.
  const i18n = {};
  for (const [key, message] of Object.entries(source)) {
    const p = plural(message);
    if (p) for (const [form, text] of Object.entries(p.forms)) i18n[`${key}_${form}`] = text.replace(/#/g, '{{count}}');
    else i18n[key] = message.replace(/\{(\w+)\}/g, '{{$1}}').replace(/<(\/?)link>/g, '<$1docs>'); // <link> is a void HTML tag to react-i18next's parser
  }
  write(`variants/i18next/src/locales/${locale}.json`, json(i18n));

  // Paraglide: inlang message format; plurals as variants; rich text as {#link}…{/link}.
  const inlang = {};
  for (const [key, message] of Object.entries(source)) {
    const p = plural(message);
    if (!p) inlang[key] = message.replace(/<link>/g, '{#link}').replace(/<\/link>/g, '{/link}');
    else {
      const match = {};
      for (const [form, text] of Object.entries(p.forms)) match[`${p.variable}Plural=${form}`] = text.replace(/#/g, `{${p.variable}}`);
      inlang[key] = [
        {
          declarations: [`input ${p.variable}`, `local ${p.variable}Plural = ${p.variable}: plural`],
          selectors: [`${p.variable}Plural`],
          match,
        },
      ];
    }
  }
  for (const v of ['paraglide', 'paraglide-per-locale']) write(`variants/${v}/messages/${locale}.json`, json(inlang));

  // react-intl and use-intl: raw ICU JSON (compiled forms are made by their own tools).
  for (const v of ['react-intl', 'react-intl-ast', 'use-intl', 'use-intl-precompiled'])
    write(`variants/${v}/messages/${locale}.json`, json(source));
}
console.log('catalogs written for', LOCALES.join(', '));
