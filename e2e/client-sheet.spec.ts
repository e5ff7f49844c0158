import type { Locator, Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import {
  assignCollaborator,
  cellEditor,
  cellOf,
  clientsSearch,
  createClient,
  createSoftware,
  expectSaved,
  gridRow,
  openClients,
  parisYear,
  randomSiret,
  recordSavedConfirmations,
  signInByApi,
  uniqueTag,
} from './support/clients.ts';
import { setAuthorization, trackingYears } from './support/follow-up.ts';
import { expect, test } from './support/fixtures.ts';

// The client sheet: a side panel over the Clients page with its own URL (?fiche=<id>), holding
// the client's fields, people, follow-up, tasks, notes and history.

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
  await recordSavedConfirmations(page);
});

function sameOrigin(page: Page) {
  return { origin: new URL(page.url()).origin };
}

async function api(page: Page, method: 'POST' | 'PUT' | 'PATCH', path: string, data: unknown): Promise<{ id: string }> {
  const response = await page.request.fetch(path, { method, headers: sameOrigin(page), data });
  if (!response.ok()) throw new Error(`${method} ${path} : ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const sheetOf = (page: Page, name: string) => page.getByRole('dialog', { name });
const section = (sheet: Locator, name: string) => sheet.getByRole('region', { name });

/** The Notes card of Paramètres › Système, as a number. */
async function systemNotesCount(page: Page): Promise<number> {
  await expect(page.getByRole('tab', { name: 'Système' })).toHaveAttribute('aria-selected', 'true');
  const data = page.getByRole('region', { name: 'Données' });
  const card = data.locator('div').filter({ has: page.getByText('Notes', { exact: true }) }).last();
  await expect(card.locator('dd')).toHaveText(/^\d[\d\s\u202f]*$/);
  return Number(((await card.locator('dd').textContent()) ?? '').replace(/\D/g, ''));
}

test('la fiche s’ouvre depuis le tableau avec champs, collaborateurs, logiciel, habilitations, suivi et tâches ; l’URL la garde ; Échap la ferme', async ({
  page,
  createCollaborateur,
}) => {
  const tag = uniqueTag('fi');
  await page.goto('/dashboard');
  const collaborateur = await createCollaborateur(`Nadia Fiche ${tag}`);
  const software = await createSoftware(page, `Logiciel ${tag}`);
  const siret = randomSiret();
  const client = await createClient(page, {
    numeroClient: `N-${tag}`,
    raisonSociale: `Boulangerie Fiche ${tag}`,
    siret,
    classification: 'SARL',
    status: 'actif',
    dateCloture: '2026-03-31',
    adresse: '12 rue de la République',
    codePostal: '69002',
    ville: 'Lyon',
    telephone: '04 78 42 10 10',
    email: 'contact@fiche.test',
    softwareId: software.id,
  });
  await assignCollaborator(page, client.id, collaborateur.id);
  await setAuthorization(page, 'impots', client.id, { status: 'ok_client', authorizationDate: '2026-03-14' });
  await setAuthorization(page, 'bank_ebics', client.id, { status: 'en_cours' });
  const [year = parisYear()] = await trackingYears(page, 'cfe');
  await api(page, 'PUT', `/api/tracking/cfe/${client.id}/${year}`, { status: 'fait' });
  const task = await api(page, 'POST', '/api/tasks', {
    title: `Bilan ${tag}`,
    type: 'ponctuelle',
    priority: 'haute',
    status: 'en_cours',
    clientId: client.id,
    dueDate: '2026-12-15T09:00:00.000Z',
  });

  await openClients(page, tag);
  await gridRow(page, client.id).getByRole('button', { name: 'Ouvrir la fiche' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]fiche=${client.id}`));
  // The search the page had is kept beside it.
  await expect(page).toHaveURL(new RegExp(`recherche=${tag}`));

  const sheet = sheetOf(page, client.raisonSociale);
  await expect(sheet).toBeVisible();
  await expect(sheet).toBeFocused();
  const fields = section(sheet, 'Informations');
  for (const [label, value] of [
    ['N° Client', `N-${tag}`],
    ['SIRET', siret],
    ['Classification', 'SARL'],
    ['Statut', 'Actif'],
    ['Date Clôture', '31/03/2026 (Mars)'],
    ['Adresse', '12 rue de la République'],
    ['Code Postal', '69002'],
    ['Ville', 'Lyon'],
    ['Téléphone', '04 78 42 10 10'],
    ['Email', 'contact@fiche.test'],
    ['Logiciel', software.name],
  ] as const) {
    await expect(fields.locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd')).toHaveText(value);
  }
  await expect(section(sheet, 'Collaborateurs').getByRole('listitem')).toHaveText([`${collaborateur.fullName} · Collaborateur`]);

  const authorizations = section(sheet, 'Habilitations');
  await expect(authorizations.getByRole('row', { name: /^Impôts/ })).toHaveText(/OK\s*14\/03\/2026/);
  await expect(authorizations.getByRole('row', { name: /^Banque EBICS/ })).toHaveText(/En cours/);
  await expect(authorizations.getByRole('row', { name: /^URSSAF/ })).toHaveText(/À faire\s*—/);
  await expect(section(sheet, 'Suivi annuel').getByRole('list', { name: 'Suivi CFE' })).toContainText(`${year}Fait`);

  const tasks = section(sheet, 'Tâches');
  const taskLink = tasks.getByRole('link', { name: `Bilan ${tag}` });
  await expect(taskLink).toHaveAttribute('href', `/tasks?tache=${task.id}`);
  const taskItem = tasks.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Bilan ${tag}` }) });
  await expect(taskItem).toContainText('En cours');
  await expect(taskItem).toContainText('Échéance 15/12/2026 10:00');

  // Reload: the URL alone reopens the same sheet.
  await page.reload();
  await expect(sheetOf(page, client.raisonSociale)).toBeVisible();
  await expect(section(sheetOf(page, client.raisonSociale), 'Informations')).toContainText(siret);

  await page.keyboard.press('Escape');
  await expect(sheetOf(page, client.raisonSociale)).toBeHidden();
  await expect(page).not.toHaveURL(/fiche=/);
  await expect(page).toHaveURL(new RegExp(`recherche=${tag}`));

  // Back reopens it (opening was a step in the history), and the task link leads to the task.
  await page.goBack();
  await expect(sheetOf(page, client.raisonSociale)).toBeVisible();
  await taskLink.click();
  await expect(page).toHaveURL(new RegExp(`/tasks\\?.*tache=${task.id}`));
});

test('une note écrite sur la fiche s’y affiche avec son auteur et sa date, et le compteur Système augmente de un', async ({ page }) => {
  const tag = uniqueTag('no');
  await page.goto('/dashboard');
  const client = await createClient(page, { raisonSociale: `Cabinet Note ${tag}`, siret: randomSiret() });
  await page.goto('/settings?onglet=systeme');
  const before = await systemNotesCount(page);

  // Inside the app from here on: the Système count read above stays in the browser's cache.
  await navigation(page).getByRole('link', { name: 'Clients' }).click();
  await clientsSearch(page).fill(tag);
  await gridRow(page, client.id).getByRole('button', { name: 'Ouvrir la fiche' }).click();
  const sheet = sheetOf(page, client.raisonSociale);
  const notes = section(sheet, 'Notes');
  await expect(notes).toContainText('Aucune note pour ce client');

  // A blank note is refused on the spot.
  await notes.getByLabel('Nouvelle note').fill('   ');
  await notes.getByRole('button', { name: 'Ajouter la note' }).click();
  await expect(notes.getByRole('alert')).toHaveText('La note est vide');

  const text = `Appel du gérant ${tag} :\nenvoyer les relevés de mars.`;
  await notes.getByLabel('Nouvelle note').fill(text);
  await notes.getByRole('button', { name: 'Ajouter la note' }).click();
  const list = notes.getByRole('list', { name: 'Notes' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const note = list.getByRole('listitem').first();
  await expect(note).toContainText(ADMIN.fullName);
  await expect(note).toContainText(`Appel du gérant ${tag} :`);
  await expect(note).toContainText('envoyer les relevés de mars.');
  const today = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date());
  await expect(note.locator('time')).toHaveText(new RegExp(`^${today.replace(/\//g, '\\/')} \\d{2}:\\d{2}$`));
  await expect(notes.getByLabel('Nouvelle note')).toHaveValue('');
  await expect(section(sheet, 'Historique').getByRole('listitem').first()).toContainText(`Note ajoutée : Appel du gérant ${tag}`);

  // A second note, deleted by its author after confirmation: the history keeps its text.
  await notes.getByLabel('Nouvelle note').fill(`Brouillon ${tag}`);
  await notes.getByRole('button', { name: 'Ajouter la note' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(`Brouillon ${tag}`);
  await list.getByRole('listitem').first().getByRole('button', { name: 'Supprimer la note' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer cette note ?' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(confirm).toBeHidden();
  await expect(notes.getByLabel('Nouvelle note')).toBeFocused();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText(`Appel du gérant ${tag}`);
  await expect(section(sheet, 'Historique').getByRole('listitem').first()).toContainText(`Note supprimée : Brouillon ${tag}`);

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await navigation(page).getByRole('link', { name: 'Paramètres' }).click();
  await page.getByRole('tab', { name: 'Système' }).click();
  expect(await systemNotesCount(page)).toBe(before + 1);
});

test('une modification en ligne dans le tableau apparaît dans l’historique de la fiche, page par page', async ({ page }) => {
  const tag = uniqueTag('hi');
  await page.goto('/dashboard');
  const client = await createClient(page, { raisonSociale: `Garage Historique ${tag}`, siret: randomSiret(), telephone: '01 00 00 00 00' });
  await openClients(page, tag);
  const phone = cellOf(gridRow(page, client.id), 'Téléphone');
  await phone.click();
  const editor = cellEditor(page, 'Téléphone');
  await editor.fill('04 78 42 10 10');
  await editor.press('Enter');
  await expectSaved(page, phone);

  // Shift+Enter on the row opens its sheet from the keyboard.
  await expect(phone).toBeFocused();
  await page.keyboard.press('Shift+Enter');
  const sheet = sheetOf(page, client.raisonSociale);
  const history = section(sheet, 'Historique');
  const first = history.getByRole('listitem').first();
  await expect(first).toContainText('Téléphone : 01 00 00 00 00 → 04 78 42 10 10');
  await expect(first).toContainText(ADMIN.fullName);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  // The keyboard is back on the table.
  await expect(phone).toBeFocused();

  // Fifty more changes: the newest page shows them, 'Voir plus' brings the table's edit back.
  for (let index = 1; index <= 50; index += 1) {
    await api(page, 'PATCH', `/api/clients/${client.id}`, { ville: `Ville ${index}` });
  }
  await page.goto(`/clients?fiche=${client.id}`);
  const entries = section(sheetOf(page, client.raisonSociale), 'Historique').getByRole('listitem');
  await expect(entries).toHaveCount(50);
  await expect(entries.first()).toContainText('Ville : Ville 49 → Ville 50');
  await expect(entries.filter({ hasText: 'Téléphone' })).toHaveCount(0);
  await section(sheetOf(page, client.raisonSociale), 'Historique').getByRole('button', { name: 'Voir plus' }).click();
  await expect(entries.filter({ hasText: 'Téléphone : 01 00 00 00 00 → 04 78 42 10 10' })).toHaveCount(1);
  await expect(section(sheetOf(page, client.raisonSociale), 'Historique').getByRole('button', { name: 'Voir plus' })).toBeHidden();
});
