/**
 * The files a page's own code needs beyond the app's entry, named in the page so its loader asks
 * for them with the app's files instead of after them (scripts/paint-first-entry.ts, decision 007
 * addendum). The built template carries every page's lists in one JSON element; the server keeps
 * only the rendered page's list.
 */
export const PAGE_CHUNKS_ID = 'page-chunks';

const ELEMENT = new RegExp(`<script id="${PAGE_CHUNKS_ID}" type="application/json">([^<]*)</script>`);

/** The template with its page-chunks element holding only `page`'s files (none for an unknown page). */
export function keepPageChunks(html: string, page: string | undefined): string {
  return html.replace(ELEMENT, (_element, json: string) => {
    const all = parsedLists(json);
    const own = (page !== undefined && Object.hasOwn(all, page) ? all[page] : undefined) ?? [];
    return `<script id="${PAGE_CHUNKS_ID}" type="application/json">${JSON.stringify(own)}</script>`;
  });
}

// The template is the same for every render: its lists are read once, not per page.
let lastJson = '';
let lastLists: Record<string, string[]> = {};
function parsedLists(json: string): Record<string, string[]> {
  if (json !== lastJson) {
    lastLists = JSON.parse(json) as Record<string, string[]>;
    lastJson = json;
  }
  return lastLists;
}
