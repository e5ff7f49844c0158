import type { Page } from '@playwright/test';
import type { AuthorizationRow } from '../src/shared/authorizations.ts';
import type { ClientRow } from '../src/shared/clients.ts';
import { ADMIN } from './support/accounts.ts';
import { applyChoice, pressOn, selectionBar, toastWith, undoFromToast } from './support/bulk.ts';
import { createClient, createSoftware, getClient, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';
import { bodyRows, rowNames, trackingYears } from './support/follow-up.ts';
import { present } from './support/present.ts';

// Issue 16: select many rows, act once. Every action here is driven from the keyboard: a control
// is focused, then Space / Enter / Tab / arrows; a toast offers « Annuler » for 30 s.

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

const origin = () => ({ origin: new URL(process.env.E2E_BASE_URL ?? 'http://localhost').origin });

/** One active client per name, in order: as many as names. */
async function activeClients<const Names extends readonly string[]>(page: Page, tag: string, names: Names) {
  const clients = [];
  for (const name of names) clients.push(await createClient(page, { raisonSociale: `${name} ${tag}`, siret: randomSiret(), status: 'actif' }));
  return clients as { [K in keyof Names]: ClientRow };
}

async function authorizationStatuses(page: Page, kind: string, ids: readonly string[]): Promise<string[]> {
  const response = await page.request.get(`/api/authorizations/${kind}`);
  const rows = ((await response.json()) as { rows: AuthorizationRow[] }).rows;
  return ids.map((id) => rows.find((row) => row.clientId === id)?.status ?? 'absent');
}

const impotsTable = (page: Page) => page.getByRole('table', { name: 'Clients — Impôts' });

test('Habilitations : Tout sélectionner, « Changer le statut » au clavier, puis « Annuler » depuis le toast', async ({ page }) => {
  const tag = uniqueTag('bulkhab');
  const clients = await activeClients(page, tag, ['Alpha', 'Bravo', 'Charlie']);
  const ids = clients.map((client) => client.id);
  await page.goto(`/habilitation?recherche=${tag}`);
  await expect(rowNames(impotsTable(page))).toHaveCount(3);

  await pressOn(page.getByRole('checkbox', { name: 'Tout sélectionner' }), 'Space');
  await expect(selectionBar(page)).toContainText('3 sélectionné(s)');
  // « En cours » is the second status.
  await applyChoice(page, 'Changer le statut', 1);
  await expect(toastWith(page, '3 ligne(s) modifiée(s)')).toBeVisible();
  await expect(selectionBar(page)).toHaveCount(0);
  await expect.poll(() => authorizationStatuses(page, 'impots', ids)).toEqual(['en_cours', 'en_cours', 'en_cours']);
  for (const client of clients) {
    await expect(page.getByRole('combobox', { name: `Statut de ${client.raisonSociale}` })).toHaveValue('en_cours');
  }

  await undoFromToast(page, '3 ligne(s) modifiée(s)');
  await expect.poll(() => authorizationStatuses(page, 'impots', ids)).toEqual(['a_faire', 'a_faire', 'a_faire']);
});

test('Habilitations : « Définir la date » suit la règle JJ/MM/AAAA de la cellule', async ({ page }) => {
  const tag = uniqueTag('bulkdate');
  const clients = await activeClients(page, tag, ['Delta', 'Echo']);
  await page.goto(`/habilitation?recherche=${tag}`);
  await pressOn(page.getByRole('checkbox', { name: `Sélectionner ${clients[0]?.raisonSociale}` }), 'Space');
  await pressOn(page.getByRole('checkbox', { name: `Sélectionner ${clients[1]?.raisonSociale}` }), 'Space');
  await expect(selectionBar(page)).toContainText('2 sélectionné(s)');

  await pressOn(selectionBar(page).getByRole('button', { name: 'Définir la date' }), 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Définir la date' });
  const field = dialog.getByRole('textbox');
  await expect(field).toBeFocused();
  await page.keyboard.type('31/02/2025');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Date invalide. Vérifiez le format JJ/MM/AAAA')).toBeVisible();
  await field.fill('');
  await page.keyboard.type('15/03/2025');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, '2 ligne(s) modifiée(s)')).toBeVisible();
  for (const client of clients) {
    await expect(page.getByRole('textbox', { name: new RegExp(client.raisonSociale) })).toHaveValue('15/03/2025');
  }
});

test('Shift+clic sélectionne une plage ; changer les filtres vide la sélection', async ({ page }) => {
  const tag = uniqueTag('bulkrange');
  const clients = await activeClients(page, tag, ['Amande', 'Basilic', 'Cannelle', 'Dattier']);
  await page.goto(`/habilitation?recherche=${tag}`);
  const table = impotsTable(page);
  await expect(rowNames(table)).toHaveText(clients.map((client) => client.raisonSociale));
  await table.getByRole('checkbox', { name: `Sélectionner ${clients[0]?.raisonSociale}` }).click();
  await table.getByRole('checkbox', { name: `Sélectionner ${clients[2]?.raisonSociale}` }).click({ modifiers: ['Shift'] });
  await expect(selectionBar(page)).toContainText('3 sélectionné(s)');
  await expect(table.getByRole('checkbox', { name: `Sélectionner ${clients[1]?.raisonSociale}` })).toBeChecked();
  await expect(table.getByRole('checkbox', { name: `Sélectionner ${clients[3]?.raisonSociale}` })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Tout sélectionner' })).toBeChecked({ checked: false });

  await page.getByRole('combobox', { name: 'Filtrer par statut' }).selectOption('a_faire');
  await expect(selectionBar(page)).toHaveCount(0);
  await expect(table.getByRole('checkbox', { name: `Sélectionner ${clients[0]?.raisonSociale}` })).not.toBeChecked();
});

test('une ligne devenue invalide fait refuser toute l’action, en la nommant, et rien n’est écrit', async ({ page }) => {
  const tag = uniqueTag('bulkstale');
  const clients = await activeClients(page, tag, ['Fenouil', 'Gingembre']);
  const ids = clients.map((client) => client.id);
  // The page does not hear of the colleague's change below (no live stream): it still lists the client.
  await page.route('**/api/events**', (route) => route.abort());
  await page.goto(`/habilitation?recherche=${tag}`);
  await pressOn(page.getByRole('checkbox', { name: 'Tout sélectionner' }), 'Space');
  await expect(selectionBar(page)).toContainText('2 sélectionné(s)');
  // A colleague makes one client inactive meanwhile.
  const [, stale] = clients;
  const patched = await page.request.patch(`/api/clients/${stale.id}`, { headers: origin(), data: { status: 'inactif' } });
  expect(patched.ok()).toBe(true);

  await applyChoice(page, 'Changer le statut', 1);
  const refusal = page.getByRole('alert').filter({ hasText: 'Aucune ligne modifiée' });
  await expect(refusal).toContainText(`${stale.raisonSociale} : Ce client n'est pas actif`);
  await expect(selectionBar(page)).toContainText('2 sélectionné(s)');
  expect(await authorizationStatuses(page, 'impots', ids.slice(0, 1))).toEqual(['a_faire']);
});

test('Banque : « Changer le statut » au clavier sur un onglet d’autorisation', async ({ page }) => {
  const tag = uniqueTag('bulkbank');
  const clients = await activeClients(page, tag, ['Hysope', 'Iris']);
  await page.goto(`/banque?onglet=ebics&recherche=${tag}`);
  const table = page.getByRole('table', { name: /^Clients — / });
  await expect(rowNames(table)).toHaveCount(2);
  await pressOn(page.getByRole('checkbox', { name: 'Tout sélectionner' }), 'Space');
  // « OK client » is the third status.
  await applyChoice(page, 'Changer le statut', 2);
  await expect(toastWith(page, '2 ligne(s) modifiée(s)')).toBeVisible();
  await expect.poll(() => authorizationStatuses(page, 'bank_ebics', clients.map((client) => client.id))).toEqual(['ok_client', 'ok_client']);
});

test('Suivi : « Changer le statut » d’une année, au clavier', async ({ page }) => {
  const tag = uniqueTag('bulkcfe');
  const clients = await activeClients(page, tag, ['Jasmin', 'Kiwi']);
  // The newest CFE year is the dialog's default column; the server gives a kind with no year the
  // current one as it lists it (SPEC §4), so there is one.
  const year = present((await trackingYears(page, 'cfe'))[0], 'année CFE');
  await page.goto(`/suivi?recherche=${tag}`);
  const table = page.getByRole('table', { name: 'Suivi CFE' });
  await expect(bodyRows(table)).toHaveCount(2);
  await pressOn(page.getByRole('checkbox', { name: 'Tout sélectionner' }), 'Space');
  await pressOn(selectionBar(page).getByRole('button', { name: 'Changer le statut' }), 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Changer le statut' });
  await expect(dialog.getByRole('combobox', { name: 'Année' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Nouveau statut' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const chosen = await dialog.getByRole('combobox', { name: 'Nouveau statut' }).inputValue();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(toastWith(page, '2 ligne(s) modifiée(s)')).toBeVisible();
  for (const client of clients) {
    await expect(page.getByRole('combobox', { name: `CFE ${year} de ${client.raisonSociale}` })).toHaveValue(chosen);
  }
});

test('Clients : Espace et Maj+Espace sur la case, « Changer la classification » et « Supprimer » confirmé, puis annulé', async ({ page }) => {
  const tag = uniqueTag('bulkcli');
  const clients = await activeClients(page, tag, ['Laurier', 'Menthe', 'Noisette']);
  await page.goto(`/clients?recherche=${tag}`);
  const grid = page.getByRole('grid', { name: 'Clients' });
  await expect(grid.locator('[role="row"][data-row-id]')).toHaveCount(3);
  const actionsCell = (id: string) => grid.locator(`[role="row"][data-row-id="${id}"] [role="gridcell"][aria-colindex="1"]`);
  const [first] = clients;
  // The grid's keyboard: Space on the actions cell ticks the row, Shift+Space the range.
  await pressOn(actionsCell(first.id), 'Space');
  await expect(selectionBar(page)).toContainText('1 sélectionné(s)');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+Space');
  await expect(selectionBar(page)).toContainText('3 sélectionné(s)');

  // « SARL » is the third option (after « Aucune classification » and « SAS »).
  await applyChoice(page, 'Changer la classification', 2);
  await expect(toastWith(page, '3 ligne(s) modifiée(s)')).toBeVisible();
  for (const client of clients) await expect.poll(async () => (await getClient(page, client.id)).classification).toBe('SARL');

  await pressOn(actionsCell(first.id), 'Space');
  await expect(selectionBar(page)).toContainText('1 sélectionné(s)');
  await pressOn(selectionBar(page).getByRole('button', { name: 'Supprimer' }), 'Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer 1 client(s) ?' });
  await expect(confirm).toBeVisible();
  await pressOn(confirm.getByRole('button', { name: 'Supprimer 1 client(s)' }), 'Enter');
  await expect(toastWith(page, '1 ligne(s) modifiée(s)')).toBeVisible();
  await expect(grid.locator('[role="row"][data-row-id]')).toHaveCount(2);
  await undoFromToast(page, '1 ligne(s) modifiée(s)');
  await expect(grid.locator('[role="row"][data-row-id]')).toHaveCount(3);
});

test('Tâches : Tout sélectionner demande au serveur chaque tâche filtrée, puis priorité, réassignation et suppression au clavier', async ({
  page,
  createCollaborateur,
}) => {
  const tag = uniqueTag('bulktask');
  const user = await createCollaborateur(`Odile Perrin ${tag}`);
  await signInByApi(page, user);
  const titles = [`Relance A ${tag}`, `Relance B ${tag}`, `Relance C ${tag}`];
  for (const title of titles) {
    const created = await page.request.post('/api/tasks', {
      headers: origin(),
      data: { title, type: 'ponctuelle', priority: 'normale', status: 'a_faire', assignedTo: user.id },
    });
    expect(created.ok()).toBe(true);
  }
  await page.goto(`/tasks?recherche=${tag}`);
  const table = page.getByRole('table', { name: 'Tâches', exact: true });
  await expect(table.getByRole('checkbox', { name: /^Sélectionner Relance/ })).toHaveCount(3);

  await pressOn(page.getByRole('checkbox', { name: 'Tout sélectionner' }), 'Space');
  await expect(selectionBar(page)).toContainText('3 sélectionné(s)');
  // « Urgente » is the first priority.
  await applyChoice(page, 'Changer la priorité', 0);
  await expect(toastWith(page, '3 ligne(s) modifiée(s)')).toBeVisible();
  await expect(table.getByText('Urgente', { exact: true })).toHaveCount(3);

  await pressOn(page.getByRole('checkbox', { name: 'Tout sélectionner' }), 'Space');
  // « Non assignée » is the first choice: the tasks leave « Mes tâches ».
  await applyChoice(page, 'Réassigner', 0);
  await expect(table.getByRole('checkbox', { name: /^Sélectionner Relance/ })).toHaveCount(0);
  await undoFromToast(page, '3 ligne(s) modifiée(s)');
  await expect(table.getByRole('checkbox', { name: /^Sélectionner Relance/ })).toHaveCount(3);

  await pressOn(table.getByRole('checkbox', { name: `Sélectionner ${titles[0]}` }), 'Space');
  await pressOn(selectionBar(page).getByRole('button', { name: 'Supprimer' }), 'Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer 1 tâche(s) ?' });
  await pressOn(confirm.getByRole('button', { name: 'Supprimer 1 tâche(s)' }), 'Enter');
  await expect(table.getByRole('checkbox', { name: /^Sélectionner Relance/ })).toHaveCount(2);
});

test('Clients : « Changer le statut », « Changer le logiciel », « Ajouter » puis « Retirer un collaborateur », au clavier', async ({
  page,
  createCollaborateur,
}) => {
  const tag = uniqueTag('bulkcli2');
  const clients = await activeClients(page, tag, ['Orge', 'Pavot']);
  const software = await createSoftware(page, `Logiciel ${tag}`);
  const colleague = await createCollaborateur(`Quentin Roux ${tag}`);
  await page.goto(`/clients?recherche=${tag}`);
  const grid = page.getByRole('grid', { name: 'Clients' });
  await expect(grid.locator('[role="row"][data-row-id]')).toHaveCount(2);
  const headerActions = grid.locator('[role="columnheader"][aria-colindex="1"]');
  const everyClient = async () => {
    // Space on the actions column's header: « Tout sélectionner ».
    await pressOn(headerActions, 'Space');
    await expect(selectionBar(page)).toContainText('2 sélectionné(s)');
  };
  const pickByLabel = async (action: string, label: string) => {
    await pressOn(selectionBar(page).getByRole('button', { name: action, exact: true }), 'Enter');
    const dialog = page.getByRole('dialog', { name: action });
    const select = dialog.getByRole('combobox');
    await expect(select).toBeFocused();
    const options = await select.locator('option').allTextContents();
    const steps = options.indexOf(label);
    expect(steps).toBeGreaterThanOrEqual(0);
    for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(toastWith(page, '2 ligne(s) modifiée(s)').last()).toBeVisible();
  };
  const each = (read: (client: Awaited<ReturnType<typeof getClient>>) => unknown) =>
    Promise.all(clients.map(async (client) => read(await getClient(page, client.id))));

  await everyClient();
  await pickByLabel('Changer le statut', 'Prospect');
  await expect.poll(() => each((client) => client.status)).toEqual(['prospect', 'prospect']);

  await everyClient();
  await pickByLabel('Changer le logiciel', software.name);
  await expect.poll(() => each((client) => client.softwareId)).toEqual([software.id, software.id]);

  await everyClient();
  await pickByLabel('Ajouter un collaborateur', colleague.fullName);
  await expect.poll(() => each((client) => client.collaboratorIds.includes(colleague.id))).toEqual([true, true]);

  await everyClient();
  await pickByLabel('Retirer un collaborateur', colleague.fullName);
  await expect.poll(() => each((client) => client.collaboratorIds.includes(colleague.id))).toEqual([false, false]);
});

test('Tâches : « Changer le statut » au clavier', async ({ page, createCollaborateur }) => {
  const tag = uniqueTag('bulktaskst');
  const user = await createCollaborateur(`Sabine Texier ${tag}`);
  await signInByApi(page, user);
  for (const title of [`Saisie A ${tag}`, `Saisie B ${tag}`]) {
    const created = await page.request.post('/api/tasks', {
      headers: origin(),
      data: { title, type: 'ponctuelle', priority: 'normale', status: 'a_faire', assignedTo: user.id },
    });
    expect(created.ok()).toBe(true);
  }
  await page.goto(`/tasks?recherche=${tag}`);
  const table = page.getByRole('table', { name: 'Tâches', exact: true });
  await expect(table.getByRole('checkbox', { name: /^Sélectionner Saisie/ })).toHaveCount(2);
  await pressOn(page.getByRole('checkbox', { name: 'Tout sélectionner' }), 'Space');
  // « En cours » is the second status.
  await applyChoice(page, 'Changer le statut', 1);
  await expect(toastWith(page, '2 ligne(s) modifiée(s)')).toBeVisible();
  for (const title of [`Saisie A ${tag}`, `Saisie B ${tag}`]) {
    await expect(table.getByRole('combobox', { name: `Statut de « ${title} »` })).toHaveValue('en_cours');
  }
});
