/** One CSV line's fields as a spreadsheet reads them (quoted fields may hold commas and "" quotes). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  for (const match of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
    const [, raw = '', end] = match;
    fields.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (end === '') break;
  }
  return fields;
}
