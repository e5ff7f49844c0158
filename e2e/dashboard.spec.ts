import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { createUserAsAdmin, uniqueTag } from './support/users.ts';

const COUNTERS = ['Tâches à faire', 'En cours', 'Terminées ce mois', 'En retard'];

function sameOrigin(page: Page) {
  const base = process.env.E2E_BASE_URL ?? new URL(page.url()).origin;
  return { origin: new URL(base).origin };
}


const counters = (page: Page) => page.locator('dl[aria-label="Mes tâches"]');
const counterValue = (page: Page, label: string) =>
  counters(page).locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

test.beforeEach(async ({ ensureAdmin }) => {
  await ensureAdmin();
});

test('Dashboard : la salutation, les quatre compteurs, et une tâche due dans l’heure parmi les urgentes', async ({
  page,
  baseURL,
  signIn,
}) => {
  const user = await createUserAsAdmin(baseURL ?? '', { fullName: `Hélène Garnier ${uniqueTag()}` });
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL('/dashboard');

  await expect(page.getByText(new RegExp(`^(Bonjour|Bonsoir), ${user.fullName}$`))).toBeVisible();
  await expect(counters(page).locator('dt')).toHaveText(COUNTERS);
  for (const label of COUNTERS) await expect(counterValue(page, label)).toHaveText('0');
  const urgent = page.getByRole('region', { name: 'Tâches urgentes' });
  await expect(urgent.getByText('Aucune tâche urgente')).toBeVisible();

  const title = `Déclaration TVA ${uniqueTag()}`;
  const created = await page.request.post('/api/tasks', {
    headers: sameOrigin(page),
    data: {
      title,
      type: 'ponctuelle',
      priority: 'haute',
      status: 'a_faire',
      assignedTo: user.id,
      dueDate: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);

  await page.reload();
  await expect(urgent.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await expect(urgent.getByText('Aucune tâche urgente')).toHaveCount(0);
  await expect(counterValue(page, 'Tâches à faire')).toHaveText('1');
  await expect(counterValue(page, 'En retard')).toHaveText('0');
});

test('Statistiques : le sous-titre et le tableau Performance par collaborateur', async ({ page, signIn }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  await expect(page.getByText("Vue d'ensemble de l'activité du cabinet", { exact: true })).toBeVisible();
  const performance = page.getByRole('region', { name: 'Performance par collaborateur' });
  const adminRow = performance.getByRole('row').filter({ has: page.getByRole('rowheader', { name: ADMIN.fullName, exact: true }) });
  await expect(adminRow.getByRole('cell').first()).toHaveText('Administrateur');
});
