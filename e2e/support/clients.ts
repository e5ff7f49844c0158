import { expect, type APIResponse, type Locator, type Page } from '@playwright/test';
import type { ClientRow } from '../../src/shared/clients.ts';
import type { Software } from '../../src/shared/software.ts';
import type { Account } from './accounts.ts';
import { sameOrigin } from './origin.ts';

// Data set up through the API (as the signed-in browser, so with its cookies and its origin),
// and the Clients grid as a user finds it: by its headers, rows and cells.

/** SPEC §2's columns, in order: the grid's headers must read exactly these. */
export const CLIENT_COLUMNS = [
  'Actions',
  'N° Client',
  'Raison Sociale',
  'SIRET',
  'Collaborateur',
  'Classification',
  'Statut',
  'Date Clôture',
  'Adresse',
  'Code Postal',
  'Ville',
  'Téléphone',
  'Email',
  'Logiciel',
] as const;
export type ClientColumn = (typeof CLIENT_COLUMNS)[number];

export type NewClient = Partial<Omit<ClientRow, 'id' | 'collaboratorIds' | 'updatedAt'>>;

let serial = 0;

/** A word no other test (or run on the same server) puts in a name: searching for it isolates a test's rows. */
export function uniqueTag(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${(++serial).toString(36)}`;
}

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} : ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** Opens a session in the page's browser context without going through the login screen. */
export async function signInByApi(page: Page, account: Account): Promise<void> {
  await ok(
    await page.request.post('/api/auth/sign-in/email', {
      headers: sameOrigin(page),
      data: { email: account.email, password: account.password },
    }),
    'POST /api/auth/sign-in/email',
  );
}

export async function createClient(page: Page, fields: NewClient): Promise<ClientRow> {
  return ok<ClientRow>(
    await page.request.post('/api/clients', { headers: sameOrigin(page), data: fields }),
    'POST /api/clients',
  );
}

export async function getClient(page: Page, id: string): Promise<ClientRow> {
  return ok<ClientRow>(await page.request.get(`/api/clients/${id}`), `GET /api/clients/${id}`);
}

export async function listClients(page: Page): Promise<ClientRow[]> {
  return (await ok<{ clients: ClientRow[] }>(await page.request.get('/api/clients'), 'GET /api/clients')).clients;
}

export async function assignCollaborator(page: Page, clientId: string, userId: string): Promise<void> {
  await ok(
    await page.request.put(`/api/clients/${clientId}/collaborators/${userId}`, { headers: sameOrigin(page) }),
    'PUT /api/clients/:id/collaborators/:userId',
  );
}

export async function createSoftware(page: Page, name: string): Promise<Software> {
  return ok<Software>(
    await page.request.post('/api/software', { headers: sameOrigin(page), data: { name } }),
    'POST /api/software',
  );
}

export async function listSoftware(page: Page): Promise<Software[]> {
  return (await ok<{ software: Software[] }>(await page.request.get('/api/software'), 'GET /api/software')).software;
}

/** The digit that makes `digits` + it pass the Luhn check (written here, not taken from the app). */
function luhnDigit(digits: string): string {
  let sum = 0;
  // From the right, the digit next to the check digit is doubled, then every other one.
  [...digits].reverse().forEach((char, index) => {
    const digit = Number(char);
    const doubled = index % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return String((10 - (sum % 10)) % 10);
}

export function passesLuhn(digits: string): boolean {
  return /^\d+$/.test(digits) && luhnDigit(digits.slice(0, -1)) === digits.slice(-1);
}

/** A valid 14-digit SIRET (Luhn on the SIREN and on the whole), starting with `prefix` (leading zeros welcome). */
export function randomSiret(prefix = ''): string {
  let body = prefix;
  while (body.length < 8) body += String(Math.floor(Math.random() * 10));
  const siren = body + luhnDigit(body);
  let withNic = siren;
  while (withNic.length < 13) withNic += String(Math.floor(Math.random() * 10));
  return withNic + luhnDigit(withNic);
}

/** 'YYYY' on the Paris calendar, as the app counts « this year ». */
export function parisYear(): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric' }).format(new Date()));
}

// ---- The Clients page ----

export const clientsGrid = (page: Page) => page.getByRole('grid', { name: 'Clients' });
export const clientsCounter = (page: Page) => page.getByText(/client\(s\) au total/);
export const clientsSearch = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher un client' });

/** A client's row (the grid draws only the rows in view: search first so it is among them). */
export const gridRow = (page: Page, clientId: string) => clientsGrid(page).locator(`[role="row"][data-row-id="${clientId}"]`);

/** The rows shown, in order (header excluded). */
export const gridRows = (page: Page) => clientsGrid(page).locator('[role="row"][data-row-id]');

export function cellOf(row: Locator, column: ClientColumn): Locator {
  return row.locator(`[role="gridcell"][aria-colindex="${CLIENT_COLUMNS.indexOf(column) + 1}"]`);
}

/** The 'Raison Sociale' cells of the rows shown, in order. */
export const shownNames = (page: Page) => gridRows(page).locator(`[aria-colindex="${CLIENT_COLUMNS.indexOf('Raison Sociale') + 1}"]`);

/** The open text editor of a cell, named after its column. */
export const cellEditor = (page: Page, column: ClientColumn) => clientsGrid(page).getByRole('textbox', { name: column, exact: true });

/** The grid's visible confirmation that a cell was saved. */
export const savedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Enregistré' });

/** The page's global where the log lives (a cast, not a declaration merged into every Window). */
type WithSavedLog = { __e2eSaved?: string[] };

/**
 * A saved cell flashes (data-state="saved", the green highlight) while the grid says 'Enregistré',
 * for 1.2 s: short enough for polling to miss on a busy machine. This records every cell the page
 * showed so, so a test can assert it was shown. Call before opening the page.
 */
export async function recordSavedConfirmations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as WithSavedLog).__e2eSaved = log;
    new MutationObserver((records) => {
      const flashed = records.flatMap((record) => {
        const target = record.target;
        return target instanceof HTMLElement && target.dataset.state === 'saved' && record.oldValue !== 'saved' && target.dataset.cell
          ? [target.dataset.cell]
          : [];
      });
      if (flashed.length === 0) return;
      // Rendered together with the flash: the line under the grid.
      const notice = [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.includes('Enregistré'));
      if (notice) log.push(...flashed);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'], attributeOldValue: true });
  });
}

/** The cell flashed as saved while 'Enregistré' was shown (each confirmation counts once). */
export async function expectSaved(page: Page, cell: Locator): Promise<void> {
  const key = await cell.getAttribute('data-cell');
  if (!key) throw new Error('expectSaved : pas une cellule de la grille');
  await expect
    .poll(
      () =>
        page.evaluate((cellKey) => {
          const log = (window as WithSavedLog).__e2eSaved;
          if (!log) throw new Error('recordSavedConfirmations() n’a pas été appelé avant d’ouvrir la page');
          const index = log.indexOf(cellKey);
          if (index >= 0) log.splice(index, 1);
          return index >= 0;
        }, key),
      { message: `la cellule ${key} n’a pas confirmé son enregistrement (« Enregistré »)` },
    )
    .toBe(true);
}

/** Opens the Clients page already searched for `query` (the search lives in the URL). */
export async function openClients(page: Page, query?: string): Promise<void> {
  await page.goto(query ? `/clients?recherche=${encodeURIComponent(query)}` : '/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients', exact: true })).toBeVisible();
  await expect(clientsGrid(page)).toBeVisible();
}
