import { z } from 'zod';

export * from './indexnow-result';

const UrlOrPath = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? 'Missing "url": send a JSON body like {"url": "/btc-to-usd"}.'
        : 'Each URL must be text: a path such as /btc-to-usd or a full URL of this site.',
  })
  .trim()
  .min(1, { error: 'The URL is empty: give a path such as /btc-to-usd/0.01.' })
  .max(2048, { error: 'That URL is longer than 2,048 characters.' });

export const IndexNowSubmitSchema = z.object({ url: UrlOrPath }, { error: 'Send a JSON body like {"url": "/btc-to-usd"}.' });

/** IndexNow takes up to 10,000 URLs a request. */
export const IndexNowSubmitManySchema = z.object(
  {
    urls: z
      .array(UrlOrPath, { error: '"urls" must be a list of paths or URLs.' })
      .min(1, { error: 'Give at least one URL.' })
      .max(10_000, { error: 'At most 10,000 URLs per request.' }),
  },
  { error: 'Send a JSON body like {"urls": ["/btc-to-usd"]}.' },
);

/** POST /api/indexnow/visit: the page a visitor just loaded (a path of this site, not a URL). */
export const IndexNowVisitSchema = z.object(
  {
    path: z
      .string({ error: 'Send the page\'s path, like {"path": "/btc-to-usd"}.' })
      .max(2048, { error: 'That path is longer than 2,048 characters.' })
      .regex(/^\/(?!\/)/, { error: "Send the page's path on this site, starting with one slash, such as /btc-to-usd." }),
  },
  { error: 'Send a JSON body like {"path": "/btc-to-usd"}.' },
);
