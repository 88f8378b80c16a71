import { renderToString } from 'react-dom/server';
import { App } from './app';
import { paraglideMiddleware } from './paraglide/server.js';

/** Per request: paraglideMiddleware resolves the locale from the URL and scopes getLocale() with AsyncLocalStorage. */
export async function render(locale: string): Promise<string> {
  const url = locale === 'en' ? 'http://localhost/btc-to-usd' : `http://localhost/${locale}/btc-to-usd`;
  const response = await paraglideMiddleware(new Request(url), ({ locale: resolved }) => new Response(renderToString(<App locale={resolved} />)));
  return response.text();
}
