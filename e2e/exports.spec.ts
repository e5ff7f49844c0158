import type { APIResponse, Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { createClient, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { exportFile } from './support/csv.ts';
import { expect, test } from './support/fixtures.ts';
import { bodyRows, rowNames, setAuthorization, trackingYears } from './support/follow-up.ts';
import { present } from './support/present.ts';

// « Exporter (CSV) » on Habilitations, Banque, Suivi and Tâches: the file the browser saves, read
// as Excel would (BOM, `;`, JJ/MM/AAAA, SIRET as text, formulas neutralised), holding what the
// page's filters show.

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

const origin = () => ({ origin: new URL(process.env.E2E_BASE_URL ?? 'http://localhost').origin });

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} : ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

const exportButton = (page: Page) => page.getByRole('button', { name: 'Exporter (CSV)' });
const DATED = (name: string) => new RegExp(`^${name}-\\d{4}-\\d{2}-\\d{2}\\.csv$`);

/** Two active clients of this test: one plain with a SIRET led by zeros, one whose name Excel would run. */
async function twoClients(page: Page, tag: string) {
  const plain = await createClient(page, { raisonSociale: `Boulangerie ${tag}`, siret: randomSiret('00'), status: 'actif' });
  const formula = await createClient(page, { raisonSociale: `=SOMME(1;2) Holding ${tag}`, siret: randomSiret(), status: 'actif' });
  return { plain, formula };
}

test('Habilitations : chaque onglet exporte ses lignes filtrées, statuts en français, dates JJ/MM/AAAA', async ({ page }) => {
  const tag = uniqueTag('exp');
  const { plain, formula } = await twoClients(page, tag);
  await setAuthorization(page, 'impots', plain.id, { status: 'ok_client', authorizationDate: '2026-01-31' });

  // Impôts, searched and filtered on « OK »: only that client.
  await page.goto(`/habilitation?recherche=${tag}&statut=ok_client`);
  await expect(bodyRows(page.getByRole('table'))).toHaveCount(1);
  const impots = await exportFile(page, exportButton(page));
  expect(impots.name).toMatch(DATED('habilitations-impots'));
  expect(impots.lines).toEqual([
    ['Client', 'SIRET', 'Statut', 'Date'],
    [plain.raisonSociale, `\t${plain.siret}`, 'OK', '31/01/2026'],
  ]);

  // URSSAF, searched only: both, in the table's order, the formula behind its apostrophe.
  await page.goto(`/habilitation?onglet=urssaf&recherche=${tag}`);
  const table = page.getByRole('table');
  await expect(bodyRows(table)).toHaveCount(2);
  const shown = (await rowNames(table).allTextContents()).map((name) => name.trim());
  const urssaf = await exportFile(page, exportButton(page));
  expect(urssaf.name).toMatch(DATED('habilitations-urssaf'));
  expect(urssaf.lines[0]).toEqual(['Client', 'SIRET', 'Statut', 'Date']);
  expect(urssaf.lines.slice(1).map((line) => line[0])).toEqual(shown.map((name) => (name.startsWith('=') ? `'${name}` : name)));
  const formulaLine = urssaf.lines.find((line) => line[0] === `'${formula.raisonSociale}`);
  expect(formulaLine?.slice(1)).toEqual([`\t${formula.siret}`, 'À faire', '']);
});

test('Banque : les trois onglets d’habilitation et les changements de banque s’exportent', async ({ page }) => {
  const tag = uniqueTag('exp');
  const { plain } = await twoClients(page, tag);
  await setAuthorization(page, 'bank_impot', plain.id, { status: 'en_cours', authorizationDate: '2025-12-01' });

  for (const [tab, name, status, date] of [
    ['ebics', 'banque-ebics', 'À faire', ''],
    ['impot', 'banque-impot', 'En cours', '01/12/2025'],
    ['urssaf', 'banque-urssaf', 'À faire', ''],
  ] as const) {
    await page.goto(`/banque?onglet=${tab}&recherche=${encodeURIComponent(`Boulangerie ${tag}`)}`);
    await expect(bodyRows(page.getByRole('table'))).toHaveCount(1);
    const file = await exportFile(page, exportButton(page));
    expect(file.name).toMatch(DATED(name));
    expect(file.lines).toEqual([
      ['Client', 'SIRET', 'Statut', 'Date'],
      [plain.raisonSociale, `\t${plain.siret}`, status, date],
    ]);
  }

  await ok(await page.request.post('/api/bank-changes', { headers: origin(), data: { clientId: plain.id, newBankName: `+Banque ${tag}` } }), 'POST /api/bank-changes');
  await page.goto('/banque?onglet=changement');
  await expect(page.getByRole('article', { name: plain.raisonSociale })).toBeVisible();
  const changes = await exportFile(page, exportButton(page));
  expect(changes.name).toMatch(DATED('changements-de-banque'));
  expect(changes.lines[0]).toEqual(['Client', 'Nouvelle banque', 'Date', 'Prélèvement Cabinet', 'Impôt', 'Charges Sociales', 'EBICS']);
  const line = changes.lines.find((cells) => cells[0] === plain.raisonSociale);
  expect(line?.slice(1)).toEqual([`'+Banque ${tag}`, expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/), 'À faire', 'À faire', 'À faire', 'À faire']);
});

test('Suivi : l’export a une colonne par année du suivi, statuts en français', async ({ page }) => {
  const tag = uniqueTag('exp');
  const { plain } = await twoClients(page, tag);
  const years = await trackingYears(page, 'cfe');
  const latest = present(years[0], 'année la plus récente du suivi CFE');
  await ok(await page.request.put(`/api/tracking/cfe/${plain.id}/${latest}`, { headers: origin(), data: { status: 'fait' } }), 'PUT /api/tracking');

  // Filtered on « Fait » for the latest year: only that client.
  await page.goto(`/suivi?onglet=cfe&recherche=${tag}&statut=fait`);
  await expect(bodyRows(page.getByRole('table'))).toHaveCount(1);
  const file = await exportFile(page, exportButton(page));
  expect(file.name).toMatch(DATED('suivi-cfe'));
  expect(file.lines).toEqual([
    ['Client', 'SIRET', ...years.map((year) => `CFE ${year}`)],
    [plain.raisonSociale, `\t${plain.siret}`, 'Fait', ...years.slice(1).map(() => 'À faire')],
  ]);
});

test('Tâches : l’export suit les filtres de la liste (Cabinet, recherche, priorité)', async ({ page }) => {
  const tag = uniqueTag('exp');
  const client = await createClient(page, { raisonSociale: `=SOMME(1;2) ${tag}`, status: 'actif' });
  const task = async (title: string, priority: string, dueDate: string | null) =>
    ok(
      await page.request.post('/api/tasks', { headers: origin(), data: { title, type: 'ponctuelle', priority, status: 'a_faire', clientId: client.id, dueDate } }),
      'POST /api/tasks',
    );
  await task(`Déclaration ${tag}`, 'urgente', '2031-03-05T08:30:00.000Z');
  await task(`Classement ${tag}`, 'basse', null);

  await page.goto(`/tasks?portee=cabinet&recherche=${tag}&priorite=urgente`);
  await expect(page.getByText('1 tâche(s)')).toBeVisible();
  const file = await exportFile(page, page.getByRole('link', { name: 'Exporter (CSV)' }));
  expect(file.name).toMatch(DATED('taches'));
  expect(file.lines).toEqual([
    ['Titre', 'Client', 'Assigné à', 'Priorité', 'Statut', 'Échéance', 'Heure', 'Récurrence'],
    [`Déclaration ${tag}`, `'${client.raisonSociale}`, '', 'Urgente', 'À faire', '05/03/2031', '09:30', ''],
  ]);
});
