/** A sitemap file as a crawler reads it: its entry in the index, its XML and its URLs. */
export type FetchedSitemapFile = {
  /** Its URL as the index gives it (on SITE_URL). */
  loc: string;
  /** The index's lastmod for it, if any. */
  lastmod: string | undefined;
  contentType: string | null;
  xml: string;
  urls: { loc: string; lastmod: string | undefined }[];
};

export type FetchedSitemap = { indexXml: string; contentType: string | null; files: FetchedSitemapFile[] };

const entries = (xml: string, tag: 'url' | 'sitemap') =>
  [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(([, body]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body!)?.[1] ?? '',
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body!)?.[1],
  }));

/**
 * Reads /sitemap.xml and every file it lists over HTTP from `baseUrl`, the way a crawler does:
 * the index names files on SITE_URL (`siteUrl`), fetched here from the test server instead.
 * Our URLs carry no characters XML escapes, so locs are read as they stand.
 */
export async function readSitemap(baseUrl: string, siteUrl: string): Promise<FetchedSitemap> {
  const index = await fetch(`${baseUrl}/sitemap.xml`);
  if (index.status !== 200) throw new Error(`/sitemap.xml answered ${index.status}`);
  const indexXml = await index.text();
  const files = await Promise.all(
    entries(indexXml, 'sitemap').map(async ({ loc, lastmod }) => {
      if (!loc.startsWith(`${siteUrl}/`)) throw new Error(`${loc} is not on ${siteUrl}`);
      const res = await fetch(baseUrl + loc.slice(siteUrl.length));
      if (res.status !== 200) throw new Error(`${loc} answered ${res.status}`);
      const xml = await res.text();
      return { loc, lastmod, contentType: res.headers.get('content-type'), xml, urls: entries(xml, 'url') };
    }),
  );
  return { indexXml, contentType: index.headers.get('content-type'), files };
}
