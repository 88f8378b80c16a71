import { expect } from 'vitest';

/** Reading server-rendered HTML as a crawler would, for the page tests. */

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/** The visible text of an HTML fragment: scripts and comments dropped, tags as spaces, entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e]!)
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')');
}

export function headOf(html: string): string {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1];
  expect(head, 'the page has a <head>').toBeDefined();
  return head!;
}

/** The server-rendered app: everything inside <div id="root"> up to the hydration state. */
export function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="app-state"');
  expect(start, 'the page has the app root').toBeGreaterThanOrEqual(0);
  return html.slice(start, end === -1 ? undefined : end);
}

export function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const value = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
  return value?.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);
}

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

/** The text of every h1–h3 in the rendered app. */
export function headingsOf(html: string): string[] {
  return [...rootOf(html).matchAll(/<h[1-3]\b[^>]*>([\s\S]*?)<\/h[1-3]>/g)].map((m) => textOf(m[1]!).trim());
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

export function appState(html: string): { raw: string; json: { queries: { queryKey: unknown[] }[] } } {
  const raw = /<script id="app-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(raw, 'the page carries its query cache').toBeDefined();
  return { raw: raw!, json: JSON.parse(raw!) };
}
