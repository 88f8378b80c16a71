import type { AbstractIntlMessages } from 'use-intl';
export async function loadMessages(locale: string): Promise<AbstractIntlMessages> {
  return (await import(`../messages/${locale}.json`)).default;
}
