import type { Page } from '@playwright/test';
import { assignCollaborator, createClient, randomSiret, signInByApi } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';
import { sameOrigin } from './support/origin.ts';
import { createUserAsAdmin, uniqueTag } from './support/users.ts';

const COUNTERS = ['Tâches à faire', 'En cours', 'Terminées ce mois', 'En retard'];

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

test('Dashboard : une tâche urgente mène à son formulaire sur la page Tâches', async ({ page, baseURL }) => {
  const user = await createUserAsAdmin(baseURL ?? '', { fullName: `Hélène Garnier ${uniqueTag()}` });
  await signInByApi(page, user);
  const title = `Relance URSSAF ${uniqueTag()}`;
  const created = await page.request.post('/api/tasks', {
    headers: sameOrigin(page),
    data: { title, type: 'ponctuelle', priority: 'urgente', status: 'a_faire', assignedTo: user.id, dueDate: new Date(Date.now() + 60 * 60 * 1000).toISOString() },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Tâches urgentes' }).getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(`/tasks?tache=${id}`);
  const form = page.getByRole('dialog', { name: 'Modifier la tâche' });
  await expect(form.getByLabel('Titre')).toHaveValue(title);
  await expect(form.getByLabel('Priorité')).toHaveValue('urgente');
});

test('Dashboard : « Échéances cette semaine » mène aux échéances de mes clients, d’aujourd’hui à dimanche', async ({ page, baseURL }) => {
  // The browser's clock on Wednesday 17 March 2027: the link's week is the 17th to Sunday the 21st.
  // A user with no client: 0 whatever the server's day, and an empty list.
  await page.clock.install({ time: '2027-03-17T10:00:00+01:00' });
  const user = await createUserAsAdmin(baseURL ?? '', { fullName: `Hélène Garnier ${uniqueTag()}` });
  await signInByApi(page, user);
  await page.goto('/dashboard');
  const link = page.getByRole('link', { name: /Échéances cette semaine/ });
  await expect(link).toContainText('0');
  await link.click();
  await expect(page).toHaveURL(/\/echeances\?/);
  for (const param of ['mes=1', 'du=2027-03-17', 'au=2027-03-21', 'statut=a_faire']) await expect(page).toHaveURL(new RegExp(`[?&]${param}(&|$)`));
  await expect(page.getByRole('button', { name: 'Mes clients' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Compteurs des échéances' }).getByRole('button', { name: 'À faire cette semaine' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Aucune échéance ne correspond à ces filtres sur cette période.')).toBeVisible();
});

test('Dashboard : « Mes revues LCB-FT à faire » montre la revue en retard de mon client et ouvre son dossier ; un administrateur voit les clients avec des lacunes', async ({
  page,
  baseURL,
}) => {
  const admin = await createUserAsAdmin(baseURL ?? '', { fullName: `Alice Martel ${uniqueTag()}`, role: 'admin' });
  const user = await createUserAsAdmin(baseURL ?? '', { fullName: `Hélène Garnier ${uniqueTag()}` });
  await signInByApi(page, admin);
  const client = await createClient(page, { raisonSociale: `Revue Conformité ${uniqueTag()}`, siret: randomSiret(), classification: 'SARL' });
  await assignCollaborator(page, client.id, user.id);
  // Standard, assessed on 10/01/2020: its review was due two years later.
  const kyc = await page.request.put(`/api/compliance/${client.id}/kyc`, {
    headers: sameOrigin(page),
    data: { vigilance: 'standard', assessedAt: '2020-01-10', justification: 'Client connu', risk: null },
  });
  expect(kyc.status(), await kyc.text()).toBe(200);

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /^Conformité : \d[\d\s\u202f]* clients? avec des lacunes$/ })).toBeVisible();

  await signInByApi(page, user);
  await page.goto('/dashboard');
  const reviews = page.getByRole('region', { name: 'Mes revues LCB-FT à faire' });
  await expect(reviews).toContainText('1 revue');
  const link = reviews.getByRole('link', { name: new RegExp(client.raisonSociale) });
  await expect(link).toContainText('En retard depuis le 10/01/2022');
  await expect(page.getByRole('link', { name: /avec des lacunes/ })).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(`/conformite?client=${client.id}`);
});
