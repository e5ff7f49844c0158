import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { createClient, openClients, signInByApi, uniqueTag } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';

// Text typed by users is shown as text on every page that shows it: markup in a client's name
// or a task's title is neither run nor turned into elements. Every payload carries a data-xss
// attribute and sets window.__xss if it runs: neither may ever appear.

type Marked = Window & { __xss?: unknown };

const sameOrigin = (page: Page) => ({ origin: new URL(page.url()).origin });

/** Dialogs opened by the page (alert, confirm, prompt): a running payload would open one. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  await expect(page.locator('[data-xss]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as Marked).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

test('du balisage dans un client et une tâche s’affiche comme du texte, sans rien exécuter', async ({ ensureAdmin, page }) => {
  // Seven pages visited in turn.
  test.setTimeout(120_000);
  await ensureAdmin();
  const dialogs = watchDialogs(page);
  await page.goto('/dashboard');
  await signInByApi(page, ADMIN);

  const tag = uniqueTag('xss');
  const clientName = `${tag} <img src=x data-xss onerror="window.__xss=1;alert(1)">`;
  const ville = '<script data-xss>window.__xss=2;alert(2)</script>';
  const adresse = '{{7*7}} <b data-xss>gras</b> \u202Eevil';
  const taskTitle = `${tag} <svg data-xss onload="window.__xss=3;alert(3)"></svg>`;
  const description = '<iframe data-xss src="javascript:alert(4)"></iframe>';

  const client = await createClient(page, { raisonSociale: clientName, ville, adresse });
  expect(client).toMatchObject({ raisonSociale: clientName, ville, adresse });
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  const created = await page.request.post('/api/tasks', {
    headers: sameOrigin(page),
    data: {
      title: taskTitle,
      description,
      type: 'ponctuelle',
      priority: 'urgente',
      status: 'a_faire',
      clientId: client.id,
      assignedTo: me.id,
      dueDate: new Date(Date.now() + 3600_000).toISOString(),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  // Clients: the grid row.
  await openClients(page, tag);
  await expect(page.getByText(clientName, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(ville, { exact: true }).first()).toBeVisible();
  await expectInert(page, dialogs);

  // The client sheet: fields, its task, its history.
  await page.goto(`/clients?fiche=${client.id}`);
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText(clientName, { exact: true }).first()).toBeVisible();
  await expect(sheet.getByText(adresse, { exact: false }).first()).toBeVisible();
  await expect(sheet.getByText(taskTitle, { exact: true }).first()).toBeVisible();
  await expectInert(page, dialogs);

  // Tâches: the list, then the edit form with the description.
  await page.goto('/tasks');
  const title = page.getByText(taskTitle, { exact: true }).first();
  await expect(title).toBeVisible();
  await expectInert(page, dialogs);
  await page.getByRole('button', { name: `Modifier « ${taskTitle} »` }).first().click();
  const form = page.getByRole('dialog', { name: 'Modifier la tâche' });
  await expect(form.getByLabel('Titre')).toHaveValue(taskTitle);
  await expect(form.getByLabel('Description')).toHaveValue(description);
  await expectInert(page, dialogs);
  await page.keyboard.press('Escape');

  // Dashboard: an urgent task of mine.
  await page.goto('/dashboard');
  await expect(page.getByText(taskTitle, { exact: true }).first()).toBeVisible();
  await expectInert(page, dialogs);

  // Global search: results render names as text.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: 'Recherche globale' });
  await expect(search).toBeFocused();
  await search.fill(tag);
  const results = page.getByRole('listbox', { name: 'Résultats de la recherche' });
  await expect(results.getByRole('option').filter({ hasText: '<img src=x data-xss' }).first()).toBeVisible();
  await expect(results.getByRole('option').filter({ hasText: '<svg data-xss' }).first()).toBeVisible();
  await expectInert(page, dialogs);

  // The journal (admins): old and new values of the client's fields.
  await page.goto('/settings?onglet=journal');
  await expect(page.getByRole('tab', { name: 'Journal' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(clientName, { exact: false }).first()).toBeVisible();
  await expectInert(page, dialogs);
});
