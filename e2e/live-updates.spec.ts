import type { Browser, BrowserContext, Locator, Page, Response } from '@playwright/test';
import pg from 'pg';
import type { ClientRow } from '../src/shared/clients.ts';
import type { TaskRow } from '../src/shared/tasks.ts';
import { ADMIN, ensureAdmin, type Account } from './support/accounts.ts';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { CLIENT_COLUMNS, parisYear, randomSiret, uniqueTag, type ClientColumn } from './support/clients.ts';
import { E2E_BASE_URL, E2E_PORT } from './support/e2e-env.ts';
import { expect, test } from './support/fixtures.ts';
import { createUserAsAdmin } from './support/users.ts';

// Two people at once: what A changes shows in B's open page without a reload. B's page must show
// it within the expect timeout, a deadline for something that must happen, not a measure: how
// long it takes, and how long a server takes to stop with streams open, is measured by
// bench/live-updates.ts.

const PG_SERVER = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** One browser, signed in on one server. */
type Side = { page: Page; base: string; context: BrowserContext };

async function openSide(browser: Browser, base: string, account: Account): Promise<Side> {
  const context = await browser.newContext({ baseURL: base, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  const signedIn = await page.request.post(`${base}/api/auth/sign-in/email`, {
    headers: { origin: base },
    data: { email: account.email, password: account.password },
  });
  if (!signedIn.ok()) throw new Error(`connexion de ${account.email} sur ${base} : ${signedIn.status()}`);
  return { page, base, context };
}

async function call<T>(side: Side, method: 'POST' | 'PATCH' | 'PUT', path: string, data: unknown): Promise<T> {
  const response = await side.page.request.fetch(`${side.base}${path}`, { method, headers: { origin: side.base }, data });
  if (!response.ok()) throw new Error(`${method} ${path} : ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Opens a page and waits until its live stream is connected. */
async function openLive(side: Side, path: string): Promise<void> {
  const stream = side.page.waitForResponse((response) => response.url().includes('/api/events') && response.status() === 200);
  await side.page.goto(path);
  await stream;
}

const writeOf = (side: Side, method: string, fragment: string) =>
  side.page.waitForResponse(
    (response: Response) => response.request().method() === method && response.url().includes(fragment) && response.ok(),
  );

const clientCell = (clientId: string, column: ClientColumn) =>
  `[role="row"][data-row-id="${clientId}"] [role="gridcell"][aria-colindex="${CLIENT_COLUMNS.indexOf(column) + 1}"]`;
const cellOf = (side: Pick<Side, 'page'>, clientId: string, column: ClientColumn): Locator => side.page.locator(clientCell(clientId, column));

async function editClientCell(side: Side, clientId: string, column: ClientColumn, value: string): Promise<void> {
  const saved = writeOf(side, 'PATCH', `/api/clients/${clientId}`);
  await side.page.locator(clientCell(clientId, column)).click();
  const editor = side.page.getByRole('grid', { name: 'Clients' }).getByRole('textbox', { name: column, exact: true });
  await expect(editor).toBeFocused();
  await editor.fill(value);
  await editor.press('Enter');
  await saved;
}

/** The whole round: clients, tasks, authorisations, tracking, bank changes. */
async function scenario(a: Side, b: Side, bUserId: string): Promise<{ id: string; tag: string }> {
  const tag = uniqueTag('live');
  const client = await call<ClientRow>(a, 'POST', '/api/clients', {
    raisonSociale: `Direct ${tag}`,
    siret: randomSiret(),
    status: 'actif',
  });
  const name = client.raisonSociale;

  // ---- Clients: an inline edit, and an editor open in B that A's change must not overwrite ----
  await openLive(a, `/clients?recherche=${tag}`);
  await openLive(b, `/clients?recherche=${tag}`);
  await expect(b.page.locator(clientCell(client.id, 'Raison Sociale'))).toHaveText(name);
  await editClientCell(a, client.id, 'Ville', 'Lyon');
  await expect(cellOf(b, client.id, 'Ville')).toHaveText('Lyon');

  await b.page.locator(clientCell(client.id, 'Téléphone')).click();
  const bPhone = b.page.getByRole('grid', { name: 'Clients' }).getByRole('textbox', { name: 'Téléphone', exact: true });
  await bPhone.fill('01 11 11 11 11');
  await editClientCell(a, client.id, 'Téléphone', '04 78 00 00 00');
  await editClientCell(a, client.id, 'Ville', 'Nantes');
  // A's later change has arrived in B, so the earlier one (the same cell B is typing in) has too.
  await expect(cellOf(b, client.id, 'Ville')).toHaveText('Nantes');
  await expect(bPhone).toHaveValue('01 11 11 11 11');
  await expect(bPhone).toBeFocused();
  await bPhone.press('Escape');
  await expect(b.page.locator(clientCell(client.id, 'Téléphone'))).toHaveText('04 78 00 00 00');

  // ---- Tâches: a task assigned to B appears in B's list, then its status changes ----
  const title = `Déclaration TVA ${tag}`;
  await openLive(b, '/tasks');
  // Filtered to this test's tag: the Cabinet list holds 100 tasks a page, and other specs' tasks come first.
  await openLive(a, `/tasks?portee=cabinet&recherche=${encodeURIComponent(tag)}`);
  await call<TaskRow>(a, 'POST', '/api/tasks', {
    title,
    type: 'ponctuelle',
    priority: 'normale',
    status: 'a_faire',
    clientId: client.id,
    assignedTo: bUserId,
  });
  const bStatus = b.page.getByRole('combobox', { name: `Statut de « ${title} »` });
  await expect(bStatus).toHaveValue('a_faire');
  const aStatus = a.page.getByRole('combobox', { name: `Statut de « ${title} »` });
  await expect(aStatus).toHaveValue('a_faire');
  const statusSaved = writeOf(a, 'PATCH', '/status');
  await aStatus.selectOption('en_cours');
  await statusSaved;
  await expect(bStatus).toHaveValue('en_cours');

  // ---- Habilitations: a status cell, while B types a date in the same row ----
  for (const side of [a, b]) {
    await openLive(side, `/habilitation?recherche=${tag}`);
    await expect(side.page.getByRole('combobox', { name: `Statut de ${name}` })).toHaveValue('a_faire');
  }
  const bDate = b.page.getByRole('textbox', { name: `Date d’habilitation de ${name}` });
  await bDate.fill('12/03');
  const authorizationSaved = writeOf(a, 'PUT', `/api/authorizations/impots/${client.id}`);
  await a.page.getByRole('combobox', { name: `Statut de ${name}` }).selectOption('en_cours');
  await authorizationSaved;
  await expect(b.page.getByRole('combobox', { name: `Statut de ${name}` })).toHaveValue('en_cours');
  await expect(bDate).toHaveValue('12/03');
  await bDate.press('Escape');

  // ---- Suivi: a tracking cell of this year ----
  const year = parisYear();
  const cell = `CFE ${year} de ${name}`;
  for (const side of [a, b]) {
    await openLive(side, `/suivi?recherche=${tag}`);
    await expect(side.page.getByRole('combobox', { name: cell })).toHaveValue('a_faire');
  }
  const trackingSaved = writeOf(a, 'PUT', `/api/tracking/cfe/${client.id}/${year}`);
  await a.page.getByRole('combobox', { name: cell }).selectOption('fait');
  await trackingSaved;
  await expect(b.page.getByRole('combobox', { name: cell })).toHaveValue('fait');

  // ---- Banque: a new bank change appears, then one of its statuses changes ----
  await openLive(a, '/banque?onglet=changement');
  await openLive(b, '/banque?onglet=changement');
  await call(a, 'POST', '/api/bank-changes', { clientId: client.id, newBankName: `Banque ${tag}` });
  const bImpot = b.page.getByRole('article', { name }).getByRole('combobox', { name: 'Impôt', exact: true });
  await expect(bImpot).toHaveValue('a_faire');
  const aImpot = a.page.getByRole('article', { name }).getByRole('combobox', { name: 'Impôt', exact: true });
  await expect(aImpot).toHaveValue('a_faire');
  const bankSaved = writeOf(a, 'PATCH', '/api/bank-changes/');
  await aImpot.selectOption('termine');
  await bankSaved;
  await expect(bImpot).toHaveValue('termine');
  return { id: client.id, tag };
}

test('deux utilisateurs sur le serveur partagé : les changements de l’un s’affichent chez l’autre', async ({
  browser,
  ensureAdmin: adminReady,
  createCollaborateur,
}) => {
  test.setTimeout(120_000);
  await adminReady();
  const colleague = await createCollaborateur(`Hélène Direct ${uniqueTag()}`);
  const a = await openSide(browser, E2E_BASE_URL, ADMIN);
  const b = await openSide(browser, E2E_BASE_URL, colleague);
  try {
    const client = await scenario(a, b, colleague.id);

    // A second tab of B opens no stream of its own (a browser allows six connections per server
    // over HTTP/1.1): the tab holding the stream passes changes on, and when it closes the other
    // takes over, resuming from the last id.
    await openLive(a, `/clients?recherche=${client.tag}`);
    const second = await b.context.newPage();
    const streams: string[] = [];
    second.on('request', (request) => {
      if (request.url().includes('/api/events')) streams.push(request.url());
    });
    await second.goto(`/clients?recherche=${client.tag}`);
    await expect(cellOf({ page: second }, client.id, 'Ville')).toHaveText('Nantes');
    await editClientCell(a, client.id, 'Ville', 'Toulouse');
    await expect(cellOf({ page: second }, client.id, 'Ville')).toHaveText('Toulouse');
    expect(streams).toEqual([]);
    const takeOver = second.waitForResponse((response) => response.url().includes('/api/events') && response.status() === 200);
    await b.page.close();
    await takeOver;
    expect(streams).toHaveLength(1);
    expect(streams[0]).toMatch(/\/api\/events\?since=\d+$/);
    await editClientCell(a, client.id, 'Ville', 'Bordeaux');
    await expect(cellOf({ page: second }, client.id, 'Ville')).toHaveText('Bordeaux');
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('deux instances sur un même PostgreSQL : A sur l’une, B sur l’autre', async ({ browser, playwright }) => {
  test.setTimeout(240_000);
  const database = `cabinet_live_${uniqueTag('e2e').toLowerCase()}`;
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const env = { DATABASE_URL: `${PG_SERVER}/${database}`, AUTH_SECRET: 'live-updates-e2e-secret-0123456789abcdef' };
  const servers: AppServer[] = [];
  const sides: Side[] = [];
  try {
    servers.push(await startAppServer({ port: E2E_PORT + 10, env }));
    servers.push(await startAppServer({ port: E2E_PORT + 11, env }));
    const [one, two] = servers.map((server) => server.url) as [string, string];
    const request = await playwright.request.newContext();
    await ensureAdmin(request, one);
    await request.dispose();
    const colleague = await createUserAsAdmin(one, { fullName: 'Hélène Direct' });
    sides.push(await openSide(browser, one, ADMIN), await openSide(browser, two, colleague));
    const [a, b] = sides as [Side, Side];
    const client = await scenario(a, b, colleague.id);

    // B's server restarts: SIGTERM ends the open streams instead of waiting for them, so it exits
    // cleanly (0), not forced out by its grace period (1) nor killed (-1); A writes meanwhile, and
    // B's page reconnects by itself and replays the write from Last-Event-ID.
    await openLive(a, `/clients?recherche=${client.tag}`);
    await openLive(b, `/clients?recherche=${client.tag}`);
    expect(await servers[1]?.stop()).toBe(0);
    await editClientCell(a, client.id, 'Ville', 'Grenoble');
    servers[1] = await startAppServer({ port: E2E_PORT + 11, env });
    // A deadline for the reconnection (EventSource's retry delay included), not a measure.
    await expect(cellOf(b, client.id, 'Ville')).toHaveText('Grenoble', { timeout: 15_000 });
  } finally {
    for (const side of sides) await side.context.close();
    for (const server of servers) await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
});
