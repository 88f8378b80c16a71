import { API_PROBLEMS } from '@shared/api-problems';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { cleanup, render, screen, waitFor, within } from '@/testing/render';
import { type OpenApiDocument, openApiQuery } from '../api/openapi-query';
import { FIXTURE_SERVER, fixtureDocument } from '../testing/fixture-document';
import { slugify } from '../utils/operations';
import { DevelopersReference } from './developers-reference';

/** The page as server rendering leaves it: the document already in the query cache. */
function renderPage(doc: OpenApiDocument | null = fixtureDocument()) {
  const queryClient = createQueryClient();
  if (doc) queryClient.setQueryData(openApiQuery().queryKey, doc);
  render(
    <QueryClientProvider client={queryClient}>
      <DevelopersReference />
    </QueryClientProvider>,
  );
}

const section = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no element #${id}`);
  return element;
};

const answer = (body: unknown, status: number, contentType = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DevelopersReference', () => {
  it('has one h1, then the sections as h2s in order, each with its anchor', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Developers']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Quick start',
      'Limits and caching',
      'Errors',
      'Reference',
      'Widget',
      'Attribution',
      'Machine-readable',
      'Changelog',
    ]);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const link of within(contents).getAllByRole('link')) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(section(id)).toBeInTheDocument();
    }
  });

  it('gives every path of the document its section, anchor and summary', () => {
    renderPage();
    for (const [path, item] of Object.entries(fixtureDocument().paths)) {
      const article = section(slugify(`get ${path}`));
      expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(item.get?.summary ?? '');
      expect(within(article).getByText(path)).toBeInTheDocument();
    }
    const convert = section('get-api-v1-convert');
    expect(within(convert).getByRole('heading', { level: 3, name: 'Convert at the live rate' })).toBeInTheDocument();
    expect(within(convert).getByText('/api/v1/convert')).toBeInTheDocument();
    // Backticks in descriptions are code.
    expect(within(convert).getByText('from', { selector: 'p code' })).toBeInTheDocument();
    const suggest = section('get-api-v1-currencies-suggest');
    expect(within(suggest).getByRole('heading', { level: 3, name: 'Suggest currencies' })).toBeInTheDocument();
    const endpoints = screen.getByRole('navigation', { name: 'Endpoints' });
    expect(
      within(endpoints)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#get-api-v1-convert', '#get-api-v1-currencies-suggest']);
  });

  it('lists each parameter with whether it is required, its values and its example', () => {
    renderPage();
    const table = screen.getByRole('table', { name: 'Parameters of GET /api/v1/convert' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['from', 'to', 'type']);
    const [from, , type] = rows;
    expect(from).toHaveTextContent('required');
    expect(from).toHaveTextContent('The currency to convert from.');
    expect(from).toHaveTextContent('^[a-z0-9][a-z0-9-]{0,79}$');
    expect(within(from!).getByText('ethereum')).toBeInTheDocument();
    expect(type).toHaveTextContent('optional');
    expect(type).toHaveTextContent('one of crypto-to-fiat, crypto-to-crypto');

    const suggest = screen.getByRole('table', { name: 'Parameters of GET /api/v1/currencies/suggest' });
    const [q, limit] = within(suggest).getAllByRole('row').slice(1);
    expect(q).toHaveTextContent('1–200 characters');
    expect(within(q!).getByText('btc')).toBeInTheDocument(); // the schema's `examples`
    expect(limit).toHaveTextContent('≥ 1, ≤ 20');
    expect(limit).toHaveTextContent('—');
  });

  it('lists the responses and expands the $ref answer, its array of objects one level deep', () => {
    renderPage();
    const convert = section('get-api-v1-convert');
    expect(within(convert).getByText('429').nextElementSibling).toHaveTextContent('Too many requests from this address');
    // ConvertResponse's own fields…
    expect(within(convert).getByText('rate', { selector: 'li code' })).toBeInTheDocument();
    expect(within(convert).getByText('string or null')).toBeInTheDocument();
    expect(within(convert).getByText('array of Source')).toBeInTheDocument();
    // …and, inside the disclosure, those of each Source, with the discriminated Exclusion named.
    const details = within(convert).getByText('Fields of each element of sources').closest('details');
    expect(details).not.toBeNull();
    for (const field of ['leg', 'name', 'price', 'used', 'exclusion'])
      expect(within(details!).getByText(field, { selector: 'li > div > code' })).toBeInTheDocument();
    expect(within(details!).getByText('number or null')).toBeInTheDocument();
    expect(details).toHaveTextContent('kind is one of timeout, outlier');
    expect(details).toHaveTextContent('Who gave the price.');
    // One level only: the Exclusion's own fields are not opened.
    expect(within(details!).queryByText('deviation')).toBeNull();

    const suggest = section('get-api-v1-currencies-suggest');
    expect(suggest).toHaveTextContent('A JSON array; each element is a Currency:');
    for (const field of ['id', 'symbol', 'rank']) expect(within(suggest).getByText(field, { selector: 'li code' })).toBeInTheDocument();
    expect(suggest).toHaveTextContent('> 0'); // rank's bound, without zod's 2^53 maximum
    expect(suggest).not.toHaveTextContent('9007199254740991');
  });

  it('has an anchor for every problem type, with its type URI, status and explanation', () => {
    renderPage();
    for (const problem of API_PROBLEMS) {
      const entry = section(`problem-${problem.slug}`);
      expect(entry).toHaveTextContent(`/api/v1/problems/${problem.slug}`);
      expect(entry).toHaveTextContent(String(problem.status));
      expect(entry).toHaveTextContent(problem.explanation.replaceAll('`', ''));
    }
    expect(within(section('problem-rate-limited')).getByText('Retry-After', { selector: 'code' })).toBeInTheDocument();
  });

  it('builds the examples from the server URL and the parameters’ examples', () => {
    renderPage();
    expect(section('quick-start')).toHaveTextContent(`curl '${FIXTURE_SERVER}/api/v1/convert?from=bitcoin&to=usd'`);
    expect(section('quick-start')).toHaveTextContent(`fetch('${FIXTURE_SERVER}/api/v1/convert?from=bitcoin&to=usd')`);
    // Required parameters only: the optional `type` stays out of the example.
    expect(section('get-api-v1-convert')).toHaveTextContent(`curl '${FIXTURE_SERVER}/api/v1/convert?from=ethereum&to=eur'`);
    expect(section('get-api-v1-currencies-suggest')).toHaveTextContent(`curl '${FIXTURE_SERVER}/api/v1/currencies/suggest?q=btc'`);
    expect(section('widget')).toHaveTextContent(`<script src="${FIXTURE_SERVER}/widget.js" async></script>`);
  });

  it('states the rate limit when the document gives one, and a sentence without a number when not', () => {
    renderPage();
    expect(section('limits-and-caching')).toHaveTextContent('Each address may make 600 requests per minute.');
    expect(section('limits-and-caching')).toHaveTextContent('600;w=60');
    cleanup();
    const doc = fixtureDocument();
    delete doc.info['x-rate-limit'];
    renderPage(doc);
    expect(section('limits-and-caching')).toHaveTextContent('Each address may make a limited number of requests in a time window.');
    expect(section('limits-and-caching')).not.toHaveTextContent('600');
  });

  it('copies the curl example to the clipboard and says so', async () => {
    renderPage();
    const user = userEvent.setup();
    // After setup: user-event installs its own clipboard.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const quickStart = section('quick-start');
    await user.click(within(quickStart).getByRole('button', { name: 'Copy curl example' }));
    expect(writeText).toHaveBeenCalledWith(`curl '${FIXTURE_SERVER}/api/v1/convert?from=bitcoin&to=usd'`);
    expect(await within(quickStart).findByText('Copied')).toHaveAttribute('aria-live', 'polite');
  });

  it('tries the example request from the browser and shows the JSON', async () => {
    const fetchMock = vi.fn(async () => answer({ from: 'ethereum', to: 'eur', rate: 2500.5 }, 200));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    const user = userEvent.setup();
    const convert = section('get-api-v1-convert');
    await user.click(within(convert).getByRole('button', { name: 'Try GET /api/v1/convert' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/convert?from=ethereum&to=eur');
    const body = await within(convert).findByLabelText('Answer to GET /api/v1/convert');
    expect(body.tagName).toBe('PRE');
    expect(body.textContent).toBe(JSON.stringify({ from: 'ethereum', to: 'eur', rate: 2500.5 }, null, 2));
    expect(within(convert).getByText('HTTP 200 OK')).toBeInTheDocument();
  });

  it('shows an error answer’s status and problem, with a link to its explanation', async () => {
    const problem = {
      type: '/api/v1/problems/unknown-currency',
      title: 'The request is not valid',
      status: 400,
      detail: 'Unknown currency "ethereum".',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(problem, 400, 'application/problem+json')),
    );
    renderPage();
    const user = userEvent.setup();
    const convert = section('get-api-v1-convert');
    await user.click(within(convert).getByRole('button', { name: 'Try GET /api/v1/convert' }));
    expect(await within(convert).findByText('HTTP 400 Bad Request')).toBeInTheDocument();
    expect(within(convert).getByText(/application\/problem\+json/, { selector: 'p' })).toBeInTheDocument();
    expect(within(convert).getByLabelText('Answer to GET /api/v1/convert').textContent).toBe(JSON.stringify(problem, null, 2));
    expect(within(convert).getByRole('link', { name: 'What unknown-currency means' })).toHaveAttribute('href', '#problem-unknown-currency');
  });

  it('says so when the request never reached the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try GET /api/v1/currencies/suggest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request did not reach the server (Failed to fetch).');
  });

  it('shows skeletons while the document loads, and a way to try again when it fails', async () => {
    let fail = true;
    const fetchMock = vi.fn(async () => (fail ? Promise.reject(new TypeError('offline')) : answer(fixtureDocument(), 200)));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(null);
    expect(screen.getByRole('status', { name: 'Loading the API reference' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Developers' })).toBeInTheDocument();
    expect(await screen.findByText(/The API reference could not be loaded/)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(document.getElementById('get-api-v1-convert')).not.toBeNull());
    expect(fetchMock).toHaveBeenLastCalledWith('/api/v1/openapi.json', expect.anything());
  });
});
