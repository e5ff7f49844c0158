import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { createClient, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';

// The top bar's global search: Ctrl+K from anywhere, accent-insensitive and typo-tolerant names,
// SIRET typed with spaces, tasks by title, ↑/↓ and Enter to open, Escape to close.

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Recherche globale' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Résultats de la recherche' });

function sameOrigin(page: Page) {
  return { origin: new URL(page.url()).origin };
}

/** Opens the search with the shortcut and types a query, waiting for the server's answer to it. */
async function searchFor(page: Page, text: string) {
  // The shortcut belongs to the app: pressed before the shell has rendered, nothing listens yet.
  await expect(combobox(page)).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  const answered = page.waitForResponse((r) => r.url().includes('/api/search?') && new URL(r.url()).searchParams.get('q') === text);
  await combobox(page).fill(text);
  expect((await answered).status()).toBe(200);
}

/** Presses ↓ until the active option (aria-activedescendant) is the one named, as a user would. */
async function arrowDownTo(page: Page, name: string) {
  for (let step = 0; step < 16; step++) {
    await page.keyboard.press('ArrowDown');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', /./);
    const activeId = await combobox(page).getAttribute('aria-activedescendant');
    const active = page.locator(`[id="${activeId}"]`);
    await expect(active).toHaveAttribute('aria-selected', 'true');
    if ((await active.innerText()).split('\n')[0] === name) return;
  }
  throw new Error(`option « ${name} » jamais atteinte au clavier`);
}

test('Recherche globale : un client trouvé sans accents et avec une faute, ouvert au clavier sur sa fiche', async ({ page }) => {
  const tag = uniqueTag('sg');
  const siret = randomSiret();
  const name = `Société Générale ${tag}`;
  await page.goto('/dashboard');
  const client = await createClient(page, { raisonSociale: name, siret, ville: 'Paris', status: 'actif' });

  for (const query of [`societe generale ${tag}`, `societe genrale ${tag}`]) {
    await searchFor(page, query);
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    const clientsGroup = results(page).getByRole('group', { name: 'Clients' });
    const first = clientsGroup.getByRole('option').first();
    await expect(first).toContainText(name);
    await expect(first).toContainText(`SIRET ${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`);
    await expect(first).toContainText('Paris');
    await page.keyboard.press('Escape');
    await expect(results(page)).toBeHidden();
  }

  // A SIRET as printed on an invoice, in groups of digits.
  await searchFor(page, `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`);
  await expect(results(page).getByRole('option').first()).toContainText(name);

  // Asked a moment ago: the answer comes from the cache this time, without a request.
  await combobox(page).fill(`societe genrale ${tag}`);
  await expect(results(page).getByRole('option').first()).toContainText(name);
  await page.keyboard.press('ArrowDown');
  await expect(results(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/clients?fiche=${client.id}`);
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(results(page)).toBeHidden();
  // The sheet is modal: the top bar behind it is hidden from assistive technologies, not gone.
  await expect(page.getByRole('combobox', { name: 'Recherche globale', includeHidden: true })).toHaveValue('');
});

test('Recherche globale : une tâche trouvée par son titre s’ouvre dans le formulaire de la page Tâches', async ({ page }) => {
  const title = `Relance pièces bilan ${uniqueTag('tk')}`;
  await page.goto('/dashboard');
  const created = await page.request.post('/api/tasks', {
    headers: sameOrigin(page),
    data: { title, type: 'ponctuelle', priority: 'haute', status: 'en_cours', dueDate: '2026-12-15T09:00:00.000Z' },
  });
  expect(created.status()).toBe(201);
  const task = (await created.json()) as { id: string };

  await searchFor(page, title.toLowerCase().replace('pièces', 'pieces'));
  const option = results(page).getByRole('group', { name: 'Tâches' }).getByRole('option', { name: new RegExp(title) });
  await expect(option).toContainText('Échéance 15/12/2026');
  await expect(option).toContainText('En cours');
  await arrowDownTo(page, title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/tasks?tache=${task.id}`);
  const dialog = page.getByRole('dialog', { name: 'Modifier la tâche' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Titre')).toHaveValue(title);
});

test('Recherche globale : Ctrl+K depuis un autre champ, « Aucun résultat », Escape rend le focus', async ({ page }) => {
  await page.goto('/clients');
  const clientSearch = page.getByRole('searchbox', { name: 'Rechercher un client' });
  await clientSearch.click();
  await expect(clientSearch).toBeFocused();

  await searchFor(page, `wxqzv jkvbn ${uniqueTag('none')}`);
  await expect(page.getByText('Aucun résultat', { exact: true })).toBeVisible();
  await expect(results(page).getByRole('option')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(clientSearch).toBeFocused();
  await expect(page).toHaveURL(/\/clients/);
});
