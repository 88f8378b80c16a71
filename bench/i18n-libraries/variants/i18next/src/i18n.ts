import i18next, { type i18n, type ResourceLanguage } from 'i18next';

export async function loadMessages(locale: string): Promise<ResourceLanguage> {
  return (await import(`./locales/${locale}.json`)).default;
}

/** One instance per request (createInstance), initialised synchronously from the loaded catalog. */
export function createI18n(locale: string, messages: ResourceLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.init({ lng: locale, resources: { [locale]: { translation: messages } }, initAsync: false, interpolation: { escapeValue: false } });
  return instance;
}
