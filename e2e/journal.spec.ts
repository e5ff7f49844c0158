import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { cellEditor, cellOf, createClient, gridRow, openClients, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';
import { trackingYears } from './support/follow-up.ts';

// The journal records a change made from each page: the change is made through the page as a
// person would, then the admin finds it in Paramètres › Journal, filtered. Other specs write to the
// same server: each change is found by the unique name it carries (its client's, or its own).

const origin = () => ({ origin: new URL(process.env.E2E_BASE_URL ?? 'http://localhost').origin });
const journalTable = (page: Page) => page.getByRole('table', { name: 'Journal des modifications' });

/** Today in Paris as the date inputs take it (YYYY-MM-DD). */
function parisToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** Opens the Journal tab and filters it as an admin would: by their own name, an element, today. */
async function openJournal(page: Page, element: string): Promise<void> {
  await page.goto('/settings?onglet=journal');
  await expect(page.getByRole('tab', { name: 'Journal' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Utilisateur', { exact: true }).selectOption({ label: ADMIN.fullName });
  await page.getByLabel('Élément', { exact: true }).selectOption({ label: element });
  await page.getByLabel('Du', { exact: true }).fill(parisToday());
  await page.getByLabel('Au', { exact: true }).fill(parisToday());
  await expect(page).toHaveURL(new RegExp(`au=${parisToday()}`));
}

/** The journal's row holding `text`, checked cell by cell (Date, Utilisateur, Élément, Action, Champ, Ancienne → Nouvelle). */
async function expectEntry(page: Page, text: string, cells: { element: string; action: string; field: string; change: RegExp }): Promise<Locator> {
  const row = journalTable(page).getByRole('row').filter({ hasText: text }).filter({ hasText: cells.field }).first();
  await expect(row).toBeVisible();
  const cell = row.getByRole('cell');
  await expect(cell.nth(0)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  await expect(cell.nth(1)).toHaveText(ADMIN.fullName);
  await expect(cell.nth(2)).toContainText(cells.element);
  await expect(cell.nth(3)).toHaveText(cells.action);
  await expect(cell.nth(4)).toHaveText(cells.field);
  await expect(cell.nth(5)).toHaveText(cells.change);
  return row;
}

const written = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((response) => response.request().method() === method && path.test(new URL(response.url()).pathname) && response.ok());

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

test('Clients : une cellule modifiée en ligne est au journal, ancienne et nouvelle valeur', async ({ page }) => {
  const tag = uniqueTag('jcl');
  const client = await createClient(page, { raisonSociale: `Boulangerie ${tag}`, siret: randomSiret(), ville: 'Lyon' });
  await openClients(page, tag);
  const row = gridRow(page, client.id);
  await cellOf(row, 'Ville').click();
  const editor = cellEditor(page, 'Ville');
  await expect(editor).toBeFocused();
  await editor.fill('Villeurbanne');
  const saved = written(page, 'PATCH', new RegExp(`/api/clients/${client.id}$`));
  await editor.press('Enter');
  await saved;

  await openJournal(page, 'Client');
  await expectEntry(page, client.raisonSociale, { element: 'Client', action: 'Modification', field: 'Ville', change: /^Lyon\s*Villeurbanne$/ });
  // The creation made through the API is there too.
  await expectEntry(page, client.raisonSociale, { element: 'Client', action: 'Création', field: 'Raison Sociale', change: new RegExp(`^—\\s*${client.raisonSociale}$`) });
});

test('Tâches : un statut changé dans la liste est au journal', async ({ page }) => {
  const tag = uniqueTag('jta');
  const client = await createClient(page, { raisonSociale: `Garage ${tag}`, siret: randomSiret() });
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  const title = `TVA ${tag}`;
  const created = await page.request.post('/api/tasks', {
    headers: origin(),
    data: { title, type: 'ponctuelle', priority: 'normale', status: 'a_faire', clientId: client.id, assignedTo: me.id },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/tasks');
  const select = page.getByRole('combobox', { name: `Statut de « ${title} »` });
  const saved = written(page, 'PATCH', /\/api\/tasks\/[^/]+\/status$/);
  await select.selectOption({ label: 'En cours' });
  await saved;

  await openJournal(page, 'Tâche');
  await expectEntry(page, client.raisonSociale, { element: 'Tâche', action: 'Modification', field: 'Statut', change: /^À faire\s*En cours$/ });
});

test('Habilitations : un statut changé est au journal', async ({ page }) => {
  const tag = uniqueTag('jha');
  const client = await createClient(page, { raisonSociale: `Pharmacie ${tag}`, siret: randomSiret(), status: 'actif' });
  await page.goto(`/habilitation?onglet=impots&recherche=${tag}`);
  const select = page.getByRole('combobox', { name: `Statut de ${client.raisonSociale}` });
  await expect(select).toHaveValue('a_faire');
  const saved = written(page, 'PUT', new RegExp(`/api/authorizations/impots/${client.id}$`));
  await select.selectOption({ label: 'En cours' });
  await saved;

  await openJournal(page, 'Habilitation');
  await expectEntry(page, client.raisonSociale, { element: 'Habilitation Impôts', action: 'Modification', field: 'Statut', change: /^À faire\s*En cours$/ });
});

test('Banque : une étape de changement de banque terminée est au journal', async ({ page }) => {
  const tag = uniqueTag('jbq');
  const client = await createClient(page, { raisonSociale: `Menuiserie ${tag}`, siret: randomSiret(), status: 'actif' });
  const change = await page.request.post('/api/bank-changes', { headers: origin(), data: { clientId: client.id, newBankName: `Banque ${tag}` } });
  expect(change.ok()).toBe(true);

  await page.goto('/banque?onglet=changement');
  const card = page.getByRole('article', { name: client.raisonSociale });
  const select = card.getByRole('combobox', { name: 'EBICS', exact: true });
  await expect(select).toBeEnabled();
  const saved = written(page, 'PATCH', /\/api\/bank-changes\/[^/]+$/);
  await select.selectOption({ label: 'Terminé' });
  await saved;

  await openJournal(page, 'Changement de banque');
  await expectEntry(page, client.raisonSociale, { element: 'Changement de banque', action: 'Modification', field: 'EBICS', change: /^À faire\s*Terminé$/ });
  await expectEntry(page, client.raisonSociale, { element: 'Changement de banque', action: 'Création', field: 'Nouvelle banque', change: new RegExp(`^—\\s*Banque ${tag}$`) });
});

test('Suivi : un statut CFE changé est au journal', async ({ page }) => {
  const tag = uniqueTag('jsu');
  const client = await createClient(page, { raisonSociale: `Golf ${tag}`, siret: randomSiret(), status: 'actif' });
  await page.goto('/suivi');
  await page.getByRole('searchbox', { name: 'Rechercher par raison sociale ou SIRET' }).fill(tag);
  const [year] = await trackingYears(page, 'cfe');
  const cell = page.getByRole('combobox', { name: `CFE ${year} de ${client.raisonSociale}` });
  await expect(cell).toHaveValue('a_faire');
  const saved = written(page, 'PUT', new RegExp(`/api/tracking/cfe/${client.id}/${year}$`));
  await cell.selectOption({ label: 'Fait' });
  await saved;

  await openJournal(page, 'Suivi');
  await expectEntry(page, client.raisonSociale, { element: `CFE ${year}`, action: 'Modification', field: 'Statut', change: /^À faire\s*Fait$/ });
});

test('Logiciels : un logiciel ajouté est au journal', async ({ page }) => {
  const tag = uniqueTag('jlo');
  const name = `Compta ${tag}`;
  await page.goto('/software');
  await page.getByRole('button', { name: 'Gérer les logiciels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gérer les logiciels' });
  await dialog.getByLabel('Nouveau logiciel').fill(name);
  const saved = written(page, 'POST', /\/api\/software$/);
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await saved;

  await openJournal(page, 'Logiciel');
  await expectEntry(page, name, { element: 'Logiciel', action: 'Création', field: 'Nom', change: new RegExp(`^—\\s*${name}$`) });
});

test('Paramètres : un utilisateur créé puis son rôle changé sont au journal', async ({ page }) => {
  const tag = uniqueTag('jus');
  const intern = { fullName: `Lucas Petit ${tag}`, email: `lucas.${tag}@cabinet.test`, password: 'stagiaire-1' };
  await page.goto('/settings?onglet=utilisateurs');
  await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel utilisateur' });
  await dialog.getByLabel('Nom complet').fill(intern.fullName);
  await dialog.getByLabel('Email').fill(intern.email);
  await dialog.getByLabel('Rôle').selectOption({ label: 'Stagiaire' });
  await dialog.getByLabel('Mot de passe').fill(intern.password);
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(dialog).toHaveCount(0);

  const row = page.getByRole('table', { name: 'Utilisateurs du cabinet' }).getByRole('row').filter({ hasText: intern.email });
  await row.getByRole('button', { name: `Modifier ${intern.fullName}` }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'utilisateur" });
  await edit.getByLabel('Rôle').selectOption({ label: 'Collaborateur' });
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toHaveCount(0);

  await openJournal(page, 'Utilisateur');
  await expectEntry(page, intern.email, { element: 'Utilisateur', action: 'Création', field: '—', change: new RegExp(`^—\\s*${intern.fullName} <${intern.email}> \\(stagiaire\\)$`) });
  // The role change names no one in its values: found as the newest role change, made just now.
  const roleRow = journalTable(page).getByRole('row').filter({ hasText: 'Rôle' }).first();
  await expect(roleRow.getByRole('cell').nth(5)).toHaveText(/^Stagiaire\s*Collaborateur$/);
});

test('Journal : l’export CSV suit les filtres, et un filtre sans résultat le dit', async ({ page }) => {
  const tag = uniqueTag('jex');
  const client = await createClient(page, { raisonSociale: `=Export ${tag}`, siret: randomSiret() });
  await openJournal(page, 'Client');
  await expect(journalTable(page).getByRole('row').filter({ hasText: client.raisonSociale }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^journal-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await file.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Date;Utilisateur;Élément;Client;Action;Champ;Ancienne valeur;Nouvelle valeur');
  // Only clients (the filter), and the name that looks like a formula is neutralised.
  const mine = lines.filter((line) => line.includes(tag));
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatch(new RegExp(`^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2};${ADMIN.fullName};Client;'=Export ${tag};Création;Raison Sociale;;'=Export ${tag}$`));
  expect(lines.slice(1).filter((line) => line !== '').every((line) => line.split(';')[2] === 'Client')).toBe(true);

  await page.getByLabel('Du', { exact: true }).fill('2099-01-01');
  await page.getByLabel('Au', { exact: true }).fill('2099-01-31');
  await expect(page.getByText('Aucune activité pour ces filtres')).toBeVisible();
});

test('Journal : une action groupée tient en une ligne, « Voir les lignes » montre chacune', async ({ page }) => {
  const tag = uniqueTag('jlot');
  const made = await Promise.all([1, 2, 3].map((n) => createClient(page, { raisonSociale: `Lot ${tag} ${n}`, siret: randomSiret() })));
  const response = await page.request.post('/api/clients/bulk/update', {
    headers: origin(),
    data: { rows: made.map((client) => ({ id: client.id, patch: { ville: `Ville ${tag}` } })) },
  });
  expect(response.status()).toBe(200);

  await openJournal(page, 'Client');
  const line = journalTable(page).getByRole('row').filter({ hasText: 'modification groupée (3)' }).filter({ hasText: `Ville ${tag}` });
  await expect(line).toHaveCount(1);
  await line.getByRole('button', { name: 'Voir les lignes de la modification groupée (3)' }).click();
  await expect(page).toHaveURL(/lot=/);
  for (const client of made) await expect(journalTable(page).getByRole('row').filter({ hasText: client.raisonSociale })).toHaveCount(1);
  await page.getByRole('button', { name: 'Revenir à tout le journal' }).click();
  await expect(page).not.toHaveURL(/lot=/);
  await expect(line).toHaveCount(1);
});
