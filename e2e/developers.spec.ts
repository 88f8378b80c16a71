import { expect, test } from '@playwright/test';
import { API_PROBLEMS } from '../shared/api-problems';

// /developers (decision 019) documents every v1 endpoint from the OpenAPI document, with examples that work.

test('the server sends the whole reference: every documented endpoint and every problem type', async ({ request }) => {
  const doc = (await (await request.get('/api/v1/openapi.json')).json()) as { paths: Record<string, unknown> };
  const res = await request.get('/developers');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(Object.keys(doc.paths).length).toBe(10);
  for (const path of Object.keys(doc.paths)) expect(html, path).toContain(`id="get-${path.slice(1).replaceAll('/', '-')}"`);
  for (const { slug } of API_PROBLEMS) expect(html, slug).toContain(`id="problem-${slug}"`);
  // The examples name this site's address (SITE_URL).
  expect(html).toContain('curl &#x27;http://converter.test/api/v1/convert?from=bitcoin&amp;to=usd&#x27;');
  expect(html).toContain('<link rel="canonical" href="http://converter.test/developers" />');
  expect(html).not.toContain('hreflang=');
});

test('a problem’s type URI leads to its explanation', async ({ page }) => {
  await page.goto('/api/v1/problems/rate-limited');
  await expect(page).toHaveURL(/\/developers#problem-rate-limited$/);
  const entry = page.locator('#problem-rate-limited');
  await expect(entry).toContainText('Retry-After');
  await expect(entry).toBeInViewport();
});

test('Try it sends the documented example from the browser and shows the answer; copy puts the curl line on the clipboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/developers#get-api-v1-convert');
  const operation = page.locator('#get-api-v1-convert');
  // The reference's code loads at the first interaction; the HTML was there before it.
  await operation.getByRole('button', { name: 'Try GET /api/v1/convert' }).hover();
  await expect(page.locator('#developers-doc')).toHaveAttribute('data-interactive', 'true');
  await operation.getByRole('button', { name: 'Try GET /api/v1/convert' }).click();
  await expect(operation.getByText('HTTP 200')).toBeVisible();
  const answer = operation.getByLabel('Answer to GET /api/v1/convert');
  await expect(answer).toContainText('"rate":');
  await expect(answer).toContainText('"sources":');

  await operation.getByRole('button', { name: 'Copy curl example for GET /api/v1/convert' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toMatch(/^curl 'http:\/\/converter\.test\/api\/v1\/convert\?from=bitcoin&to=usd/);
});
