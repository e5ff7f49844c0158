import { expect, type APIResponse, type Locator, type Page } from '@playwright/test';
import { sameOrigin } from './origin.ts';

// Habilitations, Banque and Suivi as a user finds them: status tiles, the virtualised table's rows,
// and the API calls a test uses to set its own data up (as the signed-in browser, with its origin).

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} : ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** PUT /api/authorizations/:kind/:clientId (status and/or 'YYYY-MM-DD' date). */
export async function setAuthorization(
  page: Page,
  kind: string,
  clientId: string,
  patch: { status?: string; authorizationDate?: string | null },
): Promise<void> {
  await ok(
    await page.request.put(`/api/authorizations/${kind}/${clientId}`, { headers: sameOrigin(page), data: patch }),
    `PUT /api/authorizations/${kind}/${clientId}`,
  );
}

/** The years of a yearly follow-up, newest first. */
export async function trackingYears(page: Page, kind: string): Promise<number[]> {
  return (await ok<{ years: number[] }>(await page.request.get(`/api/tracking/${kind}`), `GET /api/tracking/${kind}`))
    .years;
}

/** The tile of one status (by its data-status) inside a group of tiles. */
export const statusTile = (tiles: Locator, status: string) => tiles.locator(`button[data-status="${status}"]`);

/** The number a tile shows (fr-FR digits, thousands separated by a narrow space). */
export async function tileCount(tile: Locator): Promise<number> {
  const text = (await tile.locator('span').last().textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

export async function expectTileCount(tile: Locator, count: number): Promise<void> {
  await expect(tile.locator('span').last()).toHaveText(new Intl.NumberFormat('fr-FR').format(count));
}

/** The rows a virtualised table draws (header excluded), in order. */
export const bodyRows = (table: Locator) => table.locator('[role="row"][data-row-index]');

/** The client's name of each row drawn (after the row's « Sélectionner » box). */
export const rowNames = (table: Locator) => bodyRows(table).locator('[role="cell"][data-col="client"]');

export const rowOf = (table: Locator, name: string) =>
  bodyRows(table).filter({ has: table.page().getByRole('cell', { name, exact: true }) });
