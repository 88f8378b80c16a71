import type { Currency } from '@shared/schemas/currency';
import { publicCurrencyList } from '../rates/public-lists';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import type { RatesService } from '../rates/rates-service';
import { dateSitemap, type PlannedFile, planSitemap, type SitemapFile } from './sitemap-entries';

export type SitemapOptions = {
  catalog: Pick<CurrencyCatalog, 'cryptos' | 'fiats'>;
  rates: Pick<RatesService, 'dataStatus'>;
  /** SITEMAP_FIATS. */
  fiatCodes: readonly string[];
  /** Tests split files with a small limit; the protocol's 50,000 otherwise. */
  maxUrlsPerFile?: number;
};

type Planned = { cryptos: readonly Currency[]; fiats: readonly Currency[]; plan: PlannedFile[]; paths: Set<string> };
type Dated = { plan: PlannedFile[]; asOf: number; files: SitemapFile[]; byName: Map<string, SitemapFile> };

/**
 * The site's sitemap from the live catalog: what /sitemap.xml lists, what the sitemap submit
 * sends to IndexNow and which pages visitors may report. The pages are worked out again only
 * when the catalog's lists change (~50 ms for 250 coins in ten fiats); their dates, cheaply,
 * when the prices' as-of time does.
 */
export class Sitemap {
  private planned: Planned | null = null;
  private dated: Dated | null = null;

  constructor(private readonly options: SitemapOptions) {}

  async files(): Promise<SitemapFile[]> {
    return (await this.current()).files;
  }

  async file(name: string): Promise<SitemapFile | undefined> {
    return (await this.current()).byName.get(name);
  }

  /** Every listed path, each once. */
  async paths(): Promise<string[]> {
    return [...(await this.plan()).paths];
  }

  async has(path: string): Promise<boolean> {
    return (await this.plan()).paths.has(path);
  }

  private async plan(): Promise<Planned> {
    const [cryptos, fiats] = await Promise.all([this.options.catalog.cryptos(), this.options.catalog.fiats()]);
    const planned = this.planned;
    if (planned && planned.cryptos === cryptos && planned.fiats === fiats) return planned;
    const plan = planSitemap({
      cryptos: publicCurrencyList(cryptos),
      fiats: publicCurrencyList(fiats),
      fiatCodes: this.options.fiatCodes,
      ...(this.options.maxUrlsPerFile ? { maxUrlsPerFile: this.options.maxUrlsPerFile } : {}),
    });
    this.planned = { cryptos, fiats, plan, paths: new Set(plan.flatMap((file) => file.urls.map((url) => url.path))) };
    return this.planned;
  }

  private async current(): Promise<Dated> {
    const { plan } = await this.plan();
    const asOf = this.options.rates.dataStatus().asOf.getTime();
    const dated = this.dated;
    if (dated && dated.plan === plan && dated.asOf === asOf) return dated;
    const files = dateSitemap(plan, new Date(asOf));
    this.dated = { plan, asOf, files, byName: new Map(files.map((file) => [file.name, file])) };
    return this.dated;
  }
}

export function robotsTxt(siteUrl: string): string {
  // The API answers scripts, not readers; the two operator tools are noindex pages too.
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /indexnow-test\nDisallow: /debug-seo\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
