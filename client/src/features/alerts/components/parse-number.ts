import type { NumberSeparators } from '@/lib/number-separators';

/**
 * A number as typed in the page's language ("105.000,5" in German, "105,000.5" in English), or
 * NaN. The group mark is dropped, the decimal mark read as a point; a lone point after digits
 * is read as a decimal point in every language (people type it anyway).
 */
export function parseTypedNumber(text: string, separators: NumberSeparators): number {
  const trimmed = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[\d.,']+$/.test(trimmed)) return Number.NaN;
  const { decimal } = separators;
  const group = decimal === ',' ? '.' : ',';
  const lastGroup = trimmed.lastIndexOf(group);
  // "0.5" on a German page: a point followed by other than three digits is a decimal point.
  const groupIsDecimal = lastGroup !== -1 && !trimmed.includes(decimal) && trimmed.length - lastGroup - 1 !== 3;
  const plain = groupIsDecimal ? trimmed.replace(/'/g, '') : trimmed.split(group).join('').replace(/'/g, '').replace(decimal, '.');
  return /^\d*\.?\d+$|^\d+\.$/.test(plain) ? Number(plain) : Number.NaN;
}
