import { dateTimeFormat } from '@shared/format';
import type { SeoDebugResult, StaticPagesUpdateResult } from '@shared/schemas/seo-debug';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { cleanup, render as renderInI18n, screen, waitFor, within } from '@/testing/render';
import { formatLastUpdated, SeoDebugger } from './seo-debugger';

/** The app's query client around the tool, as the page has it. */
function render(ui: ReactElement, options: Parameters<typeof renderInI18n>[1] = {}) {
  const client = createQueryClient();
  return renderInI18n(ui, {
    ...options,
    wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
}

const FOUND: SeoDebugResult = {
  path: '/btc-to-usd/0.1',
  exists: true,
  title: '0.1 BTC to USD - Bitcoin to US Dollar Converter',
  ogTitle: '0.1 BTC to USD | Crypto Calculator',
  metaDescription: 'Convert 0.1 BTC to USD at the live rate.',
  lastUpdated: '2025-05-09T12:34:56.000Z',
};

const MISSING: SeoDebugResult = {
  path: '/abc-to-xyz/1',
  exists: false,
  title: null,
  ogTitle: null,
  metaDescription: null,
  lastUpdated: null,
};

const UPDATED: StaticPagesUpdateResult = {
  success: true,
  regenerated: 24,
  failed: 0,
  indexNow: { success: true, submitted: 40, skipped: 0, status: 200, message: 'Submitted 40 URLs.' },
  message: 'Static pages regenerated.',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch whose GET and POST answers each test chooses; every call is recorded. */
function mockFetch({ get = () => json(FOUND), post = () => json(UPDATED) }: { get?: Handler; post?: Handler } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    return (init?.method ?? 'GET').toUpperCase() === 'POST' ? post(url, init) : get(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const getCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET').toUpperCase() === 'GET').map(([url]) => String(url));
const postCalls = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

/** The <dd> that follows the <dt> with this label. */
function field(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD') throw new Error(`No value for ${label}`);
  return value;
}

const checkButton = () => screen.getByRole('button', { name: 'Check SEO' });
const updateButton = () => screen.getByRole('button', { name: 'Update All Static Pages' });

beforeEach(() => {
  vi.restoreAllMocks();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SeoDebugger', () => {
  it('shows labelled inputs with the defaults and checks /btc-to-usd/0.1 on load', async () => {
    const fetchMock = mockFetch();
    render(<SeoDebugger />);
    expect(screen.getByLabelText('Currency pair')).toHaveValue('btc-to-usd');
    expect(screen.getByLabelText('Amount')).toHaveValue('0.1');
    expect(screen.getByLabelText('Operator token (when the server requires one)')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('status')).toHaveTextContent('Checking SEO for /btc-to-usd/0.1');
    expect(checkButton()).toBeDisabled();

    await screen.findByText('Static page found');
    expect(getCalls(fetchMock)).toEqual(['/api/debug/seo/btc-to-usd/0.1']);
    expect(checkButton()).toBeEnabled();
  });

  it('renders every field of a found page, with the time in local time', async () => {
    mockFetch();
    render(<SeoDebugger />);
    await screen.findByText('Static page found');
    expect(field('Status')).toHaveTextContent('Static page found');
    expect(field('Path')).toHaveTextContent('/btc-to-usd/0.1');
    expect(field('Title')).toHaveTextContent(FOUND.title as string);
    expect(field('OG Title')).toHaveTextContent(FOUND.ogTitle as string);
    expect(field('Meta Description')).toHaveTextContent(FOUND.metaDescription as string);
    const time = within(field('Last Updated')).getByText(
      dateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(FOUND.lastUpdated as string)),
    );
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', FOUND.lastUpdated);
  });

  it('links to the stored HTML in a new tab only when a static page exists', async () => {
    mockFetch();
    render(<SeoDebugger />);
    const link = await screen.findByRole('link', { name: /View Static HTML/ });
    expect(link).toHaveAttribute('href', '/btc-to-usd/0.1?debug_seo=true');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the placeholders and no link when nothing is stored', async () => {
    const fetchMock = mockFetch({ get: (url) => json(url.endsWith('/abc-to-xyz/1') ? MISSING : FOUND) });
    const user = userEvent.setup();
    render(<SeoDebugger />);
    await screen.findByText('Static page found');

    // Trimmed, the pair lower-cased.
    await user.clear(screen.getByLabelText('Currency pair'));
    await user.type(screen.getByLabelText('Currency pair'), '  ABC-to-XYZ ');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), ' 1 ');
    await user.click(checkButton());

    await screen.findByText('No static page stored for this path');
    expect(getCalls(fetchMock).at(-1)).toBe('/api/debug/seo/abc-to-xyz/1');
    expect(field('Title')).toHaveTextContent('No title found');
    expect(field('OG Title')).toHaveTextContent('No OG title found');
    expect(field('Meta Description')).toHaveTextContent('No meta description found');
    expect(field('Last Updated')).toHaveTextContent('Unknown');
    expect(screen.queryByRole('link', { name: /View Static HTML/ })).not.toBeInTheDocument();
  });

  it('shows Unknown for a last-updated value that is not a date, and empty strings as missing', async () => {
    mockFetch({ get: () => json({ ...FOUND, title: '', lastUpdated: 'not a date' }) });
    render(<SeoDebugger />);
    await screen.findByText('Static page found');
    expect(field('Title')).toHaveTextContent('No title found');
    expect(field('Last Updated')).toHaveTextContent('Unknown');
    expect(formatLastUpdated('en', null)).toBeNull();
  });

  it('encodes the pair and the amount in the URL', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    render(<SeoDebugger />);
    await screen.findByText('Static page found');
    await user.clear(screen.getByLabelText('Currency pair'));
    await user.type(screen.getByLabelText('Currency pair'), 'btc/to?usd');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '1 #2{Enter}');
    await waitFor(() => expect(getCalls(fetchMock)).toHaveLength(2));
    expect(getCalls(fetchMock)[1]).toBe('/api/debug/seo/btc%2Fto%3Fusd/1%20%232');
  });

  it('disables Check SEO while a field is empty', async () => {
    mockFetch();
    const user = userEvent.setup();
    render(<SeoDebugger />);
    await screen.findByText('Static page found');
    await user.clear(screen.getByLabelText('Amount'));
    expect(checkButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Amount'), '   ');
    expect(checkButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Amount'), '2');
    await user.clear(screen.getByLabelText('Currency pair'));
    expect(checkButton()).toBeDisabled();
  });

  it('shows the status code when the server answers with an error', async () => {
    mockFetch({ get: () => new Response('oops', { status: 500 }) });
    render(<SeoDebugger />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server responded with status 500');
    expect(screen.queryByRole('link', { name: /View Static HTML/ })).not.toBeInTheDocument();
  });

  it('adds the server’s sentence after the status code', async () => {
    mockFetch({ get: () => json({ error: 'The amount must be a positive number.' }, 400) });
    render(<SeoDebugger />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server responded with status 400: The amount must be a positive number.');
  });

  it('explains a network failure', async () => {
    mockFetch({
      get: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    render(<SeoDebugger />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server. Check your connection and try again.');
  });

  it('updates all static pages, says so, then checks again', async () => {
    let release: () => void = () => {};
    const fetchMock = mockFetch({
      post: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json(UPDATED));
        }),
    });
    const user = userEvent.setup();
    render(<SeoDebugger />);
    await screen.findByText('Static page found');
    expect(getCalls(fetchMock)).toHaveLength(1);

    await user.click(updateButton());
    expect(updateButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Processing');

    release();
    const success = await screen.findByText('Static pages updated successfully!');
    expect(success.closest('[role="status"]')).toHaveTextContent('24 pages regenerated. IndexNow: Submitted 40 URLs.');
    expect(postCalls(fetchMock)).toHaveLength(1);
    const [url, init] = postCalls(fetchMock)[0] ?? [];
    expect(url).toBe('/api/sitemap/submit');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has('x-operator-token')).toBe(false);

    await waitFor(() => expect(getCalls(fetchMock)).toEqual(['/api/debug/seo/btc-to-usd/0.1', '/api/debug/seo/btc-to-usd/0.1']));
    await screen.findByText('Static page found');
    expect(updateButton()).toBeEnabled();
  });

  it('counts any OK answer as done, even without the documented summary', async () => {
    mockFetch({ post: () => json({ success: true }) });
    const user = userEvent.setup();
    render(<SeoDebugger />);
    await screen.findByText('Static page found');
    await user.click(updateButton());
    expect(await screen.findByText('Static pages updated successfully!')).toBeInTheDocument();
  });

  it('reports failed pages in the success detail', async () => {
    mockFetch({ post: () => json({ ...UPDATED, regenerated: 1, failed: 2 }) });
    const user = userEvent.setup();
    render(<SeoDebugger />);
    await screen.findByText('Static page found');
    await user.click(updateButton());
    const success = await screen.findByText('Static pages updated successfully!');
    expect(success.closest('[role="status"]')).toHaveTextContent('1 page regenerated, 2 failed (kept at their previous version).');
  });

  it('treats an answer that regenerated nothing and says it failed as a failure', async () => {
    const fetchMock = mockFetch({
      post: () => json({ ...UPDATED, success: false, regenerated: 0, failed: 3, message: 'No static page could be rendered.' }),
    });
    const user = userEvent.setup();
    render(<SeoDebugger />);
    await screen.findByText('Static page found');
    await user.click(updateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('No static page could be rendered.');
    expect(getCalls(fetchMock)).toHaveLength(1);
  });

  it('sends the operator token as x-operator-token', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    render(<SeoDebugger />);
    await screen.findByText('Static page found');
    await user.type(screen.getByLabelText('Operator token (when the server requires one)'), 's3cret');
    await user.click(updateButton());
    await screen.findByText('Static pages updated successfully!');
    const [, init] = postCalls(fetchMock)[0] ?? [];
    expect(new Headers(init?.headers).get('x-operator-token')).toBe('s3cret');
    // The check itself needs no token.
    const getInit = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(getInit?.headers).has('x-operator-token')).toBe(false);
  });

  it('shows the server’s reason when the update is refused, and does not re-check', async () => {
    const fetchMock = mockFetch({
      post: () => json({ error: 'This operator tool needs the operator token (header x-operator-token).' }, 401),
    });
    const user = userEvent.setup();
    render(<SeoDebugger />);
    await screen.findByText('Static page found');
    await user.click(updateButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This operator tool needs the operator token (header x-operator-token).');
    expect(screen.queryByText('Static pages updated successfully!')).not.toBeInTheDocument();
    expect(getCalls(fetchMock)).toHaveLength(1);
    expect(updateButton()).toBeEnabled();
  });

  it('falls back to the product spec’s message when the refusal has no reason', async () => {
    mockFetch({ post: () => new Response('Bad gateway', { status: 502 }) });
    const user = userEvent.setup();
    render(<SeoDebugger />);
    await screen.findByText('Static page found');
    await user.click(updateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred updating static pages');
  });

  it('writes the last update the page’s locale’s way', async () => {
    mockFetch();
    render(<SeoDebugger />, { locale: 'de' });
    await screen.findByText('Static page found');
    // 12:34:56 UTC is 9 or 10 May in any time zone; German writes day.month.year, 24-hour time.
    const text = formatLastUpdated('de', FOUND.lastUpdated);
    expect(text).toMatch(/^(09|10)\.05\.2025, \d{2}:\d{2}:\d{2}$/);
    expect(within(field('Last Updated')).getByText(text as string).tagName).toBe('TIME');
    expect(formatLastUpdated('en', FOUND.lastUpdated)).toMatch(/^May (9|10), 2025, \d{1,2}:\d{2}:\d{2}\s[AP]M$/);
  });
});
