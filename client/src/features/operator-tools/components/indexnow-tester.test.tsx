import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@/testing/render';
import { IndexNowTester } from './indexnow-tester';

function stubFetch(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('IndexNowTester', () => {
  it('submits the current page and shows the server’s answer under the success', async () => {
    const fetchMock = stubFetch(
      () => new Response(JSON.stringify({ success: true, submitted: 1, skipped: 0, status: 200, message: 'Submitted 1 URL.' })),
    );
    const user = userEvent.setup();
    render(<IndexNowTester currentPath="/de/indexnow-test" />);
    expect(screen.getByRole('heading', { name: 'How IndexNow works' })).toBeInTheDocument();
    expect(screen.getByText('Make sure the key file is reachable at the site root as a plain text file (/<key>.txt).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Current Page' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Success');
    expect(status).toHaveTextContent('Current page submitted successfully!');
    expect(status).toHaveTextContent('Submitted 1 URL.');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/indexnow/submit');
    expect(init?.body).toBe(JSON.stringify({ url: '/de/indexnow-test' }));
  });

  it('says why a submission failed', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    render(<IndexNowTester currentPath="/indexnow-test" />);
    await user.type(screen.getByLabelText('Page path'), '/btc-to-usd');
    await user.click(screen.getByRole('button', { name: 'Submit URL' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: We could not reach our server. Check your connection and try again.',
    );
  });

  it('shows the server’s refusal, or the status when it gave no reason', async () => {
    stubFetch(() => new Response(JSON.stringify({ error: 'Too many requests.' }), { status: 429 }));
    const user = userEvent.setup();
    render(<IndexNowTester currentPath="/indexnow-test" />);
    await user.click(screen.getByRole('button', { name: 'Submit All BTC Fixed Amount Pages' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Too many requests.');

    stubFetch(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await user.click(screen.getByRole('button', { name: 'Submit All BTC Fixed Amount Pages' }));
    expect(await screen.findByText('Error: 500: Internal Server Error')).toBeInTheDocument();
  });
});
