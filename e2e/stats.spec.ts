import type { Page } from '@playwright/test';
import type { Role } from '../src/shared/users.ts';
import { ADMIN } from './support/accounts.ts';
import { assignCollaborator, createClient, randomSiret, signInByApi, type NewClient } from './support/clients.ts';
import { expect } from './support/fixtures.ts';
import { sameOrigin } from './support/origin.ts';
import { withOwnServer } from './support/own-server.ts';
import { createUserAsAdmin } from './support/users.ts';

// Statistiques: every figure of the page against a firm this spec builds on a server of its own
// (a fresh database: the whole firm is this data), the expected figures worked out by hand below.
// The server dates completions with the real clock and counts « ce mois » with PostgreSQL's, so
// this spec runs on the real date; it reads that month only to name it.

const { test } = withOwnServer();

type Person = 'admin' | 'ines';
/** The firm's clients; Inès follows three, the administrator one, Bruno none. */
const CLIENTS: (NewClient & { followedBy?: Person })[] = [
  { raisonSociale: 'Boulangerie Arnaud', classification: 'SARL', status: 'actif', followedBy: 'ines' },
  { raisonSociale: 'Garage Besson', classification: 'SARL', status: 'actif', followedBy: 'ines' },
  { raisonSociale: 'Plomberie Carré', classification: 'SARL', status: 'prospect', followedBy: 'admin' },
  { raisonSociale: 'SCI des Tilleuls', classification: 'SCI', status: 'actif', followedBy: 'ines' },
  { raisonSociale: 'SCI du Moulin', classification: 'SCI', status: 'inactif' },
  { raisonSociale: 'Association Les Amis du Rhône', classification: 'Association', status: 'actif' },
];

type NewTask = { title: string; status: 'a_faire' | 'en_cours' | 'en_attente' | 'termine'; priority: 'urgente' | 'haute' | 'normale' | 'basse'; assignee?: Person };
const TASKS: NewTask[] = [
  { title: 'Bilan Arnaud', status: 'termine', priority: 'haute', assignee: 'ines' },
  { title: 'TVA Besson', status: 'en_cours', priority: 'urgente', assignee: 'ines' },
  { title: 'Relance Carré', status: 'a_faire', priority: 'normale', assignee: 'ines' },
  { title: 'Classement Tilleuls', status: 'a_faire', priority: 'basse', assignee: 'ines' },
  { title: 'Liasse Moulin', status: 'termine', priority: 'normale', assignee: 'admin' },
  { title: 'Rendez-vous Amis du Rhône', status: 'a_faire', priority: 'haute', assignee: 'admin' },
  { title: 'Courrier sans destinataire', status: 'en_attente', priority: 'normale' },
];

/** CLIENTS and TASKS through the API, as the administrator signed in on `page`. */
async function buildFirm(page: Page, ids: Record<Person, string>): Promise<void> {
  for (const { followedBy, ...fields } of CLIENTS) {
    const client = await createClient(page, { siret: randomSiret(), ...fields });
    if (followedBy) await assignCollaborator(page, client.id, ids[followedBy]);
  }
  for (const { assignee, ...task } of TASKS) {
    const response = await page.request.post('/api/tasks', {
      headers: sameOrigin(page),
      data: { ...task, type: 'ponctuelle', ...(assignee ? { assignedTo: ids[assignee] } : {}) },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

async function createUser(baseURL: string | undefined, fullName: string, role: Role) {
  return createUserAsAdmin(baseURL ?? '', { fullName, role });
}

/** « novembre 2026 »: the month of Paris the server counts in, named as the page names it. */
const parisMonthName = () => new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date());

test('Statistiques : chaque chiffre de la page, pour un cabinet connu', async ({ page, ensureAdmin, baseURL }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
  const ines = await createUser(baseURL, 'Inès Lambert', 'collaborateur');
  await createUser(baseURL, 'Bruno Petit', 'stagiaire');
  const me = await page.request.get('/api/me');
  expect(me.ok()).toBe(true);
  const { id: adminId } = (await me.json()) as { id: string };
  await buildFirm(page, { admin: adminId, ines: ines.id });

  await page.goto('/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  await expect(page.getByText("Vue d'ensemble de l'activité du cabinet", { exact: true })).toBeVisible();

  // Clients: 6, of which 4 actifs (2 SARL, 1 SCI, the association) and 1 prospect.
  const card = (label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
  await expect(card('Clients').locator('dd')).toHaveText(['6', '4 actifs · 1 prospect']);
  // Tâches: 7, of which 2 terminées and 1 en cours; 2 / 7 = 28.6 %, shown rounded: 29 %.
  await expect(card('Tâches').locator('dd')).toHaveText(['7', '2 terminées · 1 en cours']);
  await expect(card('Taux de complétion').locator('dd').first()).toHaveText('29 %');
  // Both finished during this test, so this month.
  await expect(card('Terminées ce mois').locator('dd')).toHaveText(['2', 'Tâches terminées depuis le 1er']);

  // By classification, most first: SARL 3 / 6 = 50 %, SCI 2 / 6 = 33 %, Association 1 / 6 = 17 %.
  await expect(page.getByRole('list', { name: 'Clients par classification' }).getByRole('listitem')).toHaveText([
    'SARL3 · 50 %',
    'SCI2 · 33 %',
    'Association1 · 17 %',
  ]);
  // Open tasks (not terminées: 5) by priority, in the order of the priorities: urgente 1, haute 1
  // (Rendez-vous), normale 2 (Relance, Courrier), basse 1.
  await expect(page.getByRole('list', { name: 'Tâches non terminées par priorité' }).getByRole('listitem')).toHaveText([
    'Urgente1 · 20 %',
    'Haute1 · 20 %',
    'Normale2 · 40 %',
    'Basse1 · 20 %',
  ]);

  // Twelve months, this one last with the two tasks; 2 / 12 = 0.2 a month on average.
  const months = page.getByRole('list', { name: 'Tâches terminées par mois' }).getByRole('listitem');
  await expect(months).toHaveCount(12);
  await expect(months.last()).toContainText(`${parisMonthName()} : 2 tâches terminées`);
  await expect(months.filter({ hasText: ': 0 tâche terminée' })).toHaveCount(11);
  await expect(page.getByText('12 derniers mois · 0,2 par mois en moyenne', { exact: true })).toBeVisible();

  // Facturation électronique: the four active clients, none given a category nor a record yet, so
  // all « Non renseignée » and none ready; the same figures as a table.
  const readiness = page.getByRole('region', { name: "Facturation électronique par catégorie d'entreprise" });
  await expect(readiness.getByRole('listitem')).toHaveText([
    'Micro-entreprise0 client actifRéception0 %Émission0 %',
    'PME0 client actifRéception0 %Émission0 %',
    'ETI0 client actifRéception0 %Émission0 %',
    'Grande entreprise0 client actifRéception0 %Émission0 %',
    'Non renseignée4 clients actifsRéception0 %Émission0 %',
  ]);
  await readiness.getByRole('button', { name: 'Tableau' }).click();
  await expect(readiness.getByRole('row').last()).toHaveText(/^Non renseignée\s*4\s*0 \(0\s*%\)\s*0 \(0\s*%\)$/);

  // By name: Bruno (no client, no task), Claire (1 client, Liasse terminée and Rendez-vous: 50 %),
  // Inès (3 clients, 4 tasks, Bilan terminé: 25 %).
  const performance = page.getByRole('region', { name: 'Performance par collaborateur' });
  const rows = performance.getByRole('row');
  await expect(rows).toHaveText([
    /^Collaborateur\s*Rôle\s*Clients\s*Tâches\s*Terminées\s*Taux de complétion$/,
    /^BBruno Petit\s*Stagiaire\s*0\s*0\s*0\s*0\s*%$/,
    /^CClaire Martin\s*Administrateur\s*1\s*2\s*1\s*50\s*%$/,
    /^IInès Lambert\s*Collaborateur\s*3\s*4\s*1\s*25\s*%$/,
  ]);
});
