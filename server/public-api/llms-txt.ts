import { OPENAPI_PATH } from './document';

type Operation = { summary?: string; description?: string; parameters?: { name: string; required?: boolean }[] };
type Document = {
  info: { title: string; description?: string; 'x-rate-limit'?: { requests: number; windowSeconds: number } };
  paths: Record<string, { get?: Operation }>;
};

/**
 * /llms.txt (llmstxt.org): the public API in a few lines of Markdown for language models and
 * their users, written from the OpenAPI document so it lists exactly what the API serves.
 */
export function llmsTxt(siteUrl: string, doc: Document): string {
  const site = siteUrl.replace(/\/$/, '');
  const limit = doc.info['x-rate-limit'];
  const endpoints = Object.entries(doc.paths).map(([path, item]) => {
    const op = item.get ?? {};
    const params = (op.parameters ?? []).map((p) => (p.required ? p.name : `${p.name}?`)).join(', ');
    return `- [GET ${path}${params ? ` (${params})` : ''}](${site}${path}): ${op.summary ?? ''}. ${op.description ?? ''}`.trim();
  });
  return [
    `# ${doc.info.title}`,
    '',
    `> ${doc.info.description ?? ''}`,
    '',
    'Prices are the median of several exchanges and CoinGecko, refreshed every minute; fiat rates are the ECB reference rates where they exist. Each answer names its sources and their age.',
    '',
    '## API',
    '',
    `- [OpenAPI 3.1 document](${site}${OPENAPI_PATH}): every endpoint, parameter and answer schema.`,
    ...endpoints,
    '',
    '## Usage',
    '',
    `- No key. Each address may make ${limit ? `${limit.requests} requests per ${limit.windowSeconds} seconds` : 'a limited number of requests per minute'} (RateLimit-Policy and RateLimit headers; 429 with Retry-After when exceeded).`,
    '- Any origin may call the API from a browser (CORS `*` on GET).',
    '- Errors are RFC 9457 problem details (application/problem+json) with a stable `type`.',
    '- Please credit the data sources (CoinGecko, the exchanges named in each answer, the ECB) where you show the figures.',
    '',
    '## Docs',
    '',
    `- [Developers](${site}/developers): the reference with examples, limits, error types and the changelog.`,
    `- [Embeddable converter](${site}/widget): a script and a custom element, <crypto-converter>, or a plain iframe.`,
    '',
  ].join('\n');
}
