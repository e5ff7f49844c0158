import AxeBuilder from '@axe-core/playwright';
import type { APIResponse, Page } from '@playwright/test';
import type { MissionDetail } from '../src/shared/missions/api.ts';
import type { MissionTemplate, TemplateInput } from '../src/shared/missions/templates.ts';
import { ADMIN } from './support/accounts.ts';
import { createClient, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';
import { sameOrigin } from './support/origin.ts';

// Issue 24, items 1 and 2: Paramètres › « Modèles de mission » (admins edit, everyone reads) and
// the mission's sheet opened from Production. Each test edits a template of its own, so the
// shipped ones the other specs rely on stay as they are.

const YEAR = new Date().getFullYear();

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} : ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** « Révision légale <tag> »: Collecte (one item), Contrôle, Rapport. */
async function createTemplate(page: Page, tag: string): Promise<MissionTemplate> {
  const input: TemplateInput = {
    name: `Révision légale ${tag}`,
    kind: 'exercice',
    stages: [
      { name: 'Collecte', checklist: ['Balance générale'], rule: { type: 'after_closing', amount: 1, unit: 'months' } },
      { name: 'Contrôle', checklist: [], rule: { type: 'after_previous', amount: 15, unit: 'days' } },
      { name: 'Rapport', checklist: ['Rapport signé'], rule: { type: 'none' } },
    ],
  };
  return ok(await page.request.post('/api/mission-templates', { headers: sameOrigin(page), data: input }), 'POST /api/mission-templates');
}

/** An active client of its own and its mission of the template, exercise closing on 31/12 this year: it stands on « Collecte ». */
async function createMission(page: Page, templateId: string, tag: string): Promise<{ id: string; clientId: string; raisonSociale: string }> {
  const client = await createClient(page, { raisonSociale: `Cabinet Durand ${tag}`, siret: randomSiret(), status: 'actif', dateCloture: `${YEAR}-12-31` });
  const mission = await ok<MissionDetail>(
    await page.request.post('/api/missions', { headers: sameOrigin(page), data: { clientId: client.id, templateId, closingDate: `${YEAR}-12-31` } }),
    'POST /api/missions',
  );
  return { id: mission.id, clientId: client.id, raisonSociale: client.raisonSociale };
}

async function openTemplatesTab(page: Page, templateName: string) {
  await page.goto('/settings');
  await page.getByRole('tablist', { name: 'Paramètres' }).getByRole('tab', { name: 'Modèles de mission' }).click();
  await expect(page).toHaveURL(/[?&]onglet=modeles-de-mission/);
  await page.getByLabel('Modèle', { exact: true }).selectOption({ label: templateName });
}

async function expectNoSeriousViolation(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id)).toEqual([]);
}

/** The stages' names as typed in the editor, in order. */
const stageNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Étapes du modèle' })
    .getByRole('textbox', { name: /^Nom de l’étape \d+$/ })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

test('un administrateur renomme une étape, la déplace, ajoute un point de contrôle ; l’étape qui porte une mission ne peut être retirée', async ({ page }) => {
  const tag = uniqueTag('modele');
  const template = await createTemplate(page, tag);
  await createMission(page, template.id, tag);

  await openTemplatesTab(page, template.name);
  await expect.poll(() => stageNames(page)).toEqual(['Collecte', 'Contrôle', 'Rapport']);
  await expect(page.getByRole('group', { name: 'Date cible de « Contrôle »' })).toContainText('Étape précédente + 15 jours');
  await expectNoSeriousViolation(page);

  // Renamed; « Rapport » moved up by the keyboard, which stays on it; a point de contrôle added to « Collecte ».
  await page.getByLabel('Nom de l’étape 2').fill('Contrôle des comptes');
  await page.getByRole('button', { name: 'Monter « Rapport »' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => stageNames(page)).toEqual(['Collecte', 'Rapport', 'Contrôle des comptes']);
  await expect(page.getByRole('button', { name: 'Monter « Rapport »' })).toBeFocused();
  await page.getByRole('button', { name: 'Ajouter un point de contrôle à « Collecte »' }).click();
  await expect(page.getByRole('textbox', { name: 'Point de contrôle 2 de « Collecte »', exact: true })).toBeFocused();
  await page.keyboard.type('Grand livre');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Modèle enregistré' })).toBeVisible();

  // Saved: a reload reads them back.
  await openTemplatesTab(page, template.name);
  await expect.poll(() => stageNames(page)).toEqual(['Collecte', 'Rapport', 'Contrôle des comptes']);
  await expect(page.getByRole('textbox', { name: 'Point de contrôle 2 de « Collecte »', exact: true })).toHaveValue('Grand livre');

  // « Collecte » holds the mission: its removal is refused, in French, naming the count; nothing changed.
  await page.getByRole('button', { name: 'Retirer l’étape « Collecte »' }).click();
  await expect.poll(() => stageNames(page)).toEqual(['Rapport', 'Contrôle des comptes']);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert')).toContainText("Impossible de supprimer l'étape « Collecte » : 1 mission y est");
  await expectNoSeriousViolation(page);
  await page.getByRole('button', { name: 'Annuler les modifications' }).click();
  await expect.poll(() => stageNames(page)).toEqual(['Collecte', 'Rapport', 'Contrôle des comptes']);
  await openTemplatesTab(page, template.name);
  await expect.poll(() => stageNames(page)).toEqual(['Collecte', 'Rapport', 'Contrôle des comptes']);
});

test('un collaborateur lit les modèles sans pouvoir les modifier', async ({ page, createCollaborateur }) => {
  const tag = uniqueTag('lecture');
  const template = await createTemplate(page, tag);
  const collaborator = await createCollaborateur();
  await page.context().clearCookies();
  await signInByApi(page, collaborator);

  await openTemplatesTab(page, template.name);
  const stages = page.getByRole('list', { name: `Étapes de « ${template.name} »` });
  await expect(stages.getByRole('listitem').filter({ hasText: '2. Contrôle' })).toContainText('Étape précédente + 15 jours');
  await expect(page.getByText('Seuls les administrateurs modifient les modèles.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousViolation(page);
});

test('la fiche d’une mission depuis Production : point de contrôle coché, attente client, budget, étape, tâches ; puis son avancement', async ({ page }) => {
  const tag = uniqueTag('fiche');
  const template = await createTemplate(page, tag);
  const mission = await createMission(page, template.id, tag);
  const task = await ok<{ id: string }>(
    await page.request.post('/api/tasks', {
      headers: sameOrigin(page),
      data: { title: `Demander la balance ${tag}`, type: 'ponctuelle', priority: 'normale', status: 'a_faire', missionId: mission.id, clientId: mission.clientId },
    }),
    'POST /api/tasks',
  );

  // The card on its template's board opens the sheet, in the URL.
  await page.goto(`/production?modele=${template.id}&recherche=${tag}`);
  await page.getByRole('button', { name: mission.raisonSociale, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]mission=${mission.id}`));
  const sheet = page.getByRole('dialog', { name: mission.raisonSociale });
  await expect(sheet).toContainText(`${template.name} · exercice clos le 31/12/${YEAR} · En cours`);
  await expect(sheet.getByRole('link', { name: `Demander la balance ${tag}` })).toHaveAttribute('href', `/tasks?tache=${task.id}`);
  await expectNoSeriousViolation(page, '[role="dialog"]');

  const saved = () => page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/missions/${mission.id}`) && response.ok());
  let patch = saved();
  // Clicked, not check(): the box is the sheet's data, ticked by the optimistic update a task later,
  // where check() reads it back at once and calls the click lost.
  const balance = sheet.getByRole('checkbox', { name: 'Balance générale' });
  await balance.click();
  await expect(balance).toBeChecked();
  await patch;

  await sheet.getByLabel('Statut').selectOption({ label: 'En attente client' });
  await sheet.getByLabel('Motif d’attente').fill('Relevés bancaires de décembre');
  patch = saved();
  await sheet.getByRole('button', { name: 'Enregistrer le motif' }).click();
  await patch;
  await expect(sheet).toContainText('· En attente client');

  patch = saved();
  await sheet.getByLabel('Budget (heures)').fill('12,5');
  await sheet.getByLabel('Budget (heures)').press('Enter');
  await patch;

  patch = saved();
  await sheet.getByLabel('Étape en cours').selectOption({ label: 'Rapport' });
  await patch;
  const stages = sheet.getByRole('list', { name: 'Étapes de la mission' });
  await expect(stages.getByRole('listitem').filter({ hasText: '1. Collecte' }).first()).toContainText(`par ${ADMIN.fullName}`);

  // All of it saved: the sheet reads the same after a reload.
  await page.reload();
  await expect(sheet.getByLabel('Étape en cours')).toHaveValue(template.stages[2]?.id ?? '');
  await expect(sheet.getByLabel('Statut')).toHaveValue('en_attente_client');
  await expect(sheet.getByLabel('Motif d’attente')).toHaveValue('Relevés bancaires de décembre');
  await expect(sheet.getByLabel('Budget (heures)')).toHaveValue('12,5');
  await stages.getByRole('listitem').filter({ hasText: '1. Collecte' }).first().getByText('Points de contrôle (1/1)').click();
  await expect(sheet.getByRole('checkbox', { name: 'Balance générale' })).toBeChecked();

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]mission=/);

  // « Avancement »: the campaign of one mission, its first two stages done this week, drawn and tabled; it waits for the client.
  await page.getByRole('button', { name: 'Avancement' }).click();
  await expect(page.getByText(`Exercices clos en ${YEAR} : 1 mission`, { exact: false })).toBeVisible();
  // Drawn with its lines (a path per stage), hidden from screen readers, which read the table.
  const chart = page.getByTestId('progress-chart');
  await expect(chart.locator('.recharts-line')).toHaveCount(3);
  const figures = page.getByRole('table', { name: /^Avancement : part des missions/ });
  await expect(figures.getByRole('row').nth(1)).toHaveText(/^Semaine 1 \(du \d{2}\/\d{2}\/\d{4}\)100 %100 %0 %$/);
  await expect(page.getByRole('table', { name: 'Missions par collaborateur' }).getByRole('row', { name: /^Non assigné/ })).toHaveText('Non assigné1010');
  await expectNoSeriousViolation(page);
  await page.getByRole('button', { name: 'Voir le tableau' }).click();
  await expect(figures).toBeVisible();
  await expect(chart).toHaveCount(0);
});
