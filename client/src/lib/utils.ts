import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. Components take variant props (see Input's `density`) rather than
 * conflicting utility overrides, so no class merging library is needed in the bundle.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
