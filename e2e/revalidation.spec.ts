import type { Page, Response } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { signInByApi } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';

// A list the browser already holds is revalidated, not downloaded again: its second request
// carries the first answer's ETag (If-None-Match, added by Chromium's HTTP cache), which the
// server answers with 304 when nothing changed (src/server/http/conditional-get.test.ts).
// Playwright shows the cache's merged answer as a 200, so the request's headers are what tell.

async function nextListResponse(page: Page, path: string, visit: () => Promise<unknown>): Promise<Response> {
  const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'GET'), visit()]);
  return response;
}

test('une liste déjà reçue est revalidée par son ETag au retour sur la page', async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
  const first = await nextListResponse(page, '/api/software', () => page.goto('/software'));
  const etag = first.headers().etag;
  expect(etag).toMatch(/^W\/"software\./);
  expect(first.headers()['cache-control']).toBe('private, no-cache');

  await page.goto('/suivi');
  await expect(page.getByRole('heading', { level: 1, name: 'Suivi', exact: true })).toBeVisible();
  const again = await nextListResponse(page, '/api/software', () => page.goto('/software'));
  expect((await again.request().allHeaders())['if-none-match']).toBe(etag);
  await expect(page.getByRole('heading', { level: 1, name: 'Logiciels', exact: true })).toBeVisible();
});
