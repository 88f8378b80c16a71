/** A page this device saved, as the offline page lists it. */
export type SavedPage = { path: string; title: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The <title> of a saved page, as plain text (our pages escape it; decode so it is escaped once). */
export function titleOf(html: string): string | null {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match?.[1]) return null;
  return match[1]
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** Home first, then by title: the list a visitor scans for the pair they want. */
export function sortSavedPages(pages: SavedPage[]): SavedPage[] {
  return [...pages].sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.title.localeCompare(b.title)));
}

/**
 * The page shown instead of the browser's error page when a page that this device never saved
 * is opened without a connection. Plain HTML with its own small style and no script (the site's
 * stylesheet is inlined into each page, so there is none to reuse).
 */
export function offlinePageHtml(requestedPath: string, saved: SavedPage[]): string {
  const items = sortSavedPages(saved)
    .map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.path === '/' ? 'Converter (home page)' : page.title)}</a></li>`)
    .join('');
  const list = items
    ? `<h2>Saved on this device</h2><p>These pages open without a connection and convert with the last rates this device saw:</p><ul>${items}</ul>`
    : '<p>No page is saved on this device yet. Pages you open while online are saved for later.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>You are offline | CryptoCalc</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
:root{color-scheme:light dark;--bg:#f9fafb;--fg:#111827;--muted:#4b5563;--card:#fff;--border:#e2e8f0;--link:#1d4ed8}
@media (prefers-color-scheme:dark){:root{--bg:#090e1a;--fg:#f1f5f9;--muted:#b4bfcf;--card:#0f1524;--border:#243049;--link:#7aa7f9}}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:40rem;margin:0 auto;padding:3rem 1rem}
section{background:var(--card);border:1px solid var(--border);border-radius:.75rem;padding:1.25rem 1.5rem}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.1rem;margin:1.5rem 0 .25rem}
p{color:var(--muted);margin:.5rem 0}ul{padding-left:1.25rem}li{margin:.35rem 0}
a{color:var(--link);text-underline-offset:2px}a:focus-visible{outline:2px solid var(--link);outline-offset:2px;border-radius:2px}
</style>
</head>
<body>
<main>
<section>
<h1>You are offline</h1>
<p>This page (<code>${escapeHtml(requestedPath)}</code>) has not been opened on this device yet, so it cannot be shown without a connection. <a href="${escapeHtml(requestedPath)}">Try again</a> once you are back online.</p>
${list}
</section>
</main>
</body>
</html>`;
}
