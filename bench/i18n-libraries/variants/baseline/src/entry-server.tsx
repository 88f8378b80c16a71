import { renderToString } from 'react-dom/server';
import { App } from './app';

export async function render(locale: string): Promise<string> {
  return renderToString(<App locale={locale} />);
}
