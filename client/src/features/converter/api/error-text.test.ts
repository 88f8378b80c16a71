import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { chartQuery } from './chart-query';
import { rateOnDateQuery } from './rate-on-date-query';
import { fetchRate, isRateLimited } from './rate-query';

const UNREACHABLE_MESSAGE = 'We could not reach our server. Check your connection and try again.';
const RATE = { from: 'bitcoin', to: 'usd', type: 'crypto-to-fiat' } as const;
const CHART = { from: 'bitcoin', to: 'usd', range: '7d' } as const;

/** What `run` throws while every API call is answered by `answer`. */
async function thrown(answer: () => Promise<Response>, run: () => Promise<unknown>): Promise<unknown> {
  setApiTransport(vi.fn(answer));
  return run().then(
    () => expect.unreachable('no error thrown'),
    (error: unknown) => error,
  );
}

const chart = () => createQueryClient().fetchQuery(chartQuery(CHART));
const pastDay = () => createQueryClient().fetchQuery(rateOnDateQuery({ from: 'bitcoin', to: 'usd', date: '2021-11-10' }));

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('the converter’s errors, worded by errorText', () => {
  const en = createI18n('en', {});

  it('shows the converter’s own messages in English', async () => {
    const cases: [() => Promise<Response>, () => Promise<unknown>, string][] = [
      [async () => Response.json({ error: 'Upstream down.' }, { status: 503 }), () => fetchRate(RATE), 'Network response was not ok'],
      [async () => Response.json({ rate: 'x' }), () => fetchRate(RATE), 'Network response was not ok'],
      [async () => new Response('', { status: 503 }), chart, 'The price chart is not available right now. Please try again in a minute.'],
      [async () => Response.json({ rate: 'x' }), pastDay, 'The server sent an answer we could not read. Please try again.'],
      [async () => Promise.reject(new TypeError('Failed to fetch')), () => fetchRate(RATE), UNREACHABLE_MESSAGE],
    ];
    for (const [answer, run, message] of cases) expect(errorText(en, await thrown(answer, run))).toBe(message);
  });

  it('passes the server’s own sentences through', async () => {
    const sentence = 'Historical prices need a live data connection.';
    expect(errorText(en, await thrown(async () => Response.json({ error: sentence }, { status: 503 }), chart))).toBe(sentence);
  });

  it('translates the server’s chart sentence, which is ours too', async () => {
    const sentence = 'The price chart is not available right now. Please try again in a minute.';
    const de = createI18n('de', { [generateMessageId(sentence)]: 'Der Kurschart ist gerade nicht verfügbar.' });
    expect(errorText(de, await thrown(async () => Response.json({ error: sentence }, { status: 503 }), chart))).toBe(
      'Der Kurschart ist gerade nicht verfügbar.',
    );
  });

  it('knows a rate-limited answer', async () => {
    expect(
      isRateLimited(
        await thrown(
          async () => Response.json({ error: 'Too many requests: rate limited.' }, { status: 429 }),
          () => fetchRate(RATE),
        ),
      ),
    ).toBe(true);
    expect(
      isRateLimited(
        await thrown(
          async () => new Response('', { status: 500 }),
          () => fetchRate(RATE),
        ),
      ),
    ).toBe(false);
  });
});
