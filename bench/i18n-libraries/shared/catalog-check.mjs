// Completeness test for Lingui PO catalogs (sketch of the project's client/src/i18n/catalogs.test.ts):
// every source message translated in every locale, the same placeholders and rich-text tags, and
// every plural has the categories the locale's CLDR rules need (ru: one/few/many/other).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@messageformat/parser';

function readPo(path) {
  const entries = new Map();
  let _id = null,
    field = null,
    buf = { msgid: '', msgstr: '' };
  const flush = () => {
    if (buf.msgid) entries.set(buf.msgid, buf.msgstr);
    buf = { msgid: '', msgstr: '' };
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const m = /^(msgid|msgstr) (".*")$/.exec(line);
    if (m) {
      if (m[1] === 'msgid') flush();
      field = m[1];
      buf[field] = JSON.parse(m[2]);
    } else if (/^".*"$/.test(line) && field) buf[field] += JSON.parse(line);
    else if (!line.trim()) field = null;
  }
  flush();
  return entries;
}

/** Placeholders, rich-text tags and plural forms of an ICU message. */
function shape(message) {
  const args = new Set(),
    tags = new Set(),
    plurals = [];
  const walk = (tokens) => {
    for (const t of tokens) {
      if (t.type === 'content') for (const m of t.value.matchAll(/<\/?(\d+)\/?>/g)) tags.add(m[0]);
      else if (t.type === 'argument') args.add(t.arg);
      else if (t.type === 'plural' || t.type === 'select' || t.type === 'selectordinal') {
        args.add(t.arg);
        if (t.type !== 'select') plurals.push({ arg: t.arg, keys: t.cases.map((c) => c.key) });
        for (const c of t.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return { args: [...args].sort().join(','), tags: [...tags].sort().join(','), plurals };
}

const dir = process.argv[2];
const source = readPo(join(dir, 'en.po'));
const problems = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.po') && f !== 'en.po')) {
  const locale = file.replace('.po', '');
  // The categories counts of 0…1000 reach (ru: one/few/many) and `other`; not es/fr/it/pt's `many`,
  // which only millions written in compact form select, and which falls back to `other` anyway.
  const rules = new Intl.PluralRules(locale);
  const needed = [...new Set([...Array.from({ length: 1001 }, (_, n) => rules.select(n)), 'other'])];
  const catalog = readPo(join(dir, file));
  for (const [msgid] of source) {
    const translation = catalog.get(msgid);
    if (!translation) {
      problems.push(`${locale}: missing ${JSON.stringify(msgid)}`);
      continue;
    }
    let a, b;
    try {
      a = shape(msgid);
      b = shape(translation);
    } catch (e) {
      problems.push(`${locale}: unparsable ${JSON.stringify(translation)}: ${e.message}`);
      continue;
    }
    if (a.args !== b.args) problems.push(`${locale}: placeholders {${b.args}} ≠ {${a.args}} in ${JSON.stringify(msgid)}`);
    if (a.tags !== b.tags) problems.push(`${locale}: tags ${b.tags} ≠ ${a.tags} in ${JSON.stringify(msgid)}`);
    for (const p of b.plurals) {
      const lacking = needed.filter((c) => !p.keys.includes(c));
      if (lacking.length) problems.push(`${locale}: plural {${p.arg}} lacks ${lacking.join('/')} in ${JSON.stringify(msgid)}`);
    }
  }
  for (const [msgid] of catalog) if (!source.has(msgid)) problems.push(`${locale}: unused ${JSON.stringify(msgid)}`);
}
console.log(problems.length ? problems.join('\n') : 'catalogs complete: keys, placeholders, tags, plural categories');
process.exitCode = problems.length ? 1 : 0;
