import type { AbstractIntlMessages } from 'use-intl';
export async function loadMessages(locale: string): Promise<AbstractIntlMessages> {
  return (await import(`../compiled/${locale}.json`)).default;
}
