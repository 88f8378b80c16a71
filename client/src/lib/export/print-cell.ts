import { dateTimeFormat, numberFormat, oneSpace } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import { type ExportCell, isDay, isInstant } from './export-document';

/**
 * A cell as the print view writes it, the visitor's way: digits grouped and the decimal mark of
 * the locale, 15 significant digits (every digit a double carries that means something, so
 * 0.1 + 0.2 reads 0.3), days and moments in words, moments in UTC.
 */
export function printCell(locale: Locale, cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? oneSpace(numberFormat(locale, { maximumSignificantDigits: 15 }).format(cell)) : '';
  if (isDay(cell)) return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(cell.day));
  if (isInstant(cell))
    return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' }).format(new Date(cell.instant));
  return cell;
}

/** Numbers line up on the right, everything else reads from the start. */
export const isNumberCell = (cell: ExportCell): boolean => typeof cell === 'number';
