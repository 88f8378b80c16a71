/**
 * A transaction's id from where it came: the importer's id and the row's own identity (the
 * exchange's transaction id when the file has one, else every field of the row). Importing a
 * file again gives the same ids, so nothing is added twice. FNV-1a over 64 bits, as hex.
 */
export function rowId(format: string, parts: readonly string[]): string {
  let hash = 0xcbf29ce484222325n;
  const text = `${format}\u0000${parts.join('\u0000')}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return `${format}:${hash.toString(16).padStart(16, '0')}`;
}
