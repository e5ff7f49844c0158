import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { ClientRow } from '../src/shared/clients.ts';
import type { MissionTemplate } from '../src/shared/missions/templates.ts';
import { ADMIN } from './support/accounts.ts';
import { createClient, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { exportFile } from './support/csv.ts';
import { E2E_BASE_URL } from './support/e2e-env.ts';
import { expect, test } from './support/fixtures.ts';
import { sameOrigin } from './support/origin.ts';

// Issue 24, items 3 to 5: Production's campaign, board (« Colonnes ») and production table
// (« Tableau »). Each test's clients close on a day of their own, so that its campaign creates
// their missions only, and its search shows them only.

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

const YEAR = new Date().getFullYear();
const pad = (value: number) => String(value).padStart(2, '0');

/** A closing day no other test (nor a previous run of this one, most likely) gives its clients. */
function rareClosing(): { iso: string; typed: string } {
  const seed = Date.now() + process.pid;
  const month = 1 + (seed % 11);
  const day = 2 + (Math.floor(seed / 11) % 26);
  return { iso: `${YEAR}-${pad(month)}-${pad(day)}`, typed: `${pad(day)}/${pad(month)}/${YEAR}` };
}

/** Active clients named `<name> <tag>`, closing on `closing`, in the names' order. */
async function taggedClients<const N extends readonly string[]>(page: Page, tag: string, closing: string, names: N): Promise<{ [K in keyof N]: ClientRow }> {
  const clients: ClientRow[] = [];
  for (const name of names) {
    clients.push(await createClient(page, { raisonSociale: `${name} ${tag}`, siret: randomSiret(), status: 'actif', dateCloture: closing }));
  }
  return clients as { [K in keyof N]: ClientRow };
}

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}, \\d`) });
const cardNames = (column: Locator) => column.getByRole('listitem').getByRole('heading');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher un client' });

async function expectNoSeriousViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id)).toEqual([]);
}

async function openCampaign(page: Page, closing: { typed: string }, expected: number) {
  await page.getByRole('button', { name: 'Ouvrir une campagne' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ouvrir une campagne' });
  await expect(dialog.getByLabel('Du (JJ/MM/AAAA)')).toHaveValue(`01/01/${YEAR}`);
  await expect(dialog.getByLabel('Au (JJ/MM/AAAA)')).toHaveValue(`31/12/${YEAR}`);
  await dialog.getByLabel('Modèle').selectOption({ label: 'Bilan et liasse' });
  await dialog.getByLabel('Du (JJ/MM/AAAA)').fill(closing.typed);
  await dialog.getByLabel('Au (JJ/MM/AAAA)').fill(closing.typed);
  await expect(dialog.getByText(`${expected} missions seront créées`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Ouvrir la campagne' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${expected} missions créées` })).toBeVisible();
}

function patched(page: Page) {
  return page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/missions/') && response.ok());
}

test('une campagne, puis les cartes déplacées au clavier (annoncé) et par glisser-déposer', async ({ page }) => {
  const tag = uniqueTag('prod');
  const closing = rareClosing();
  const [alpha, bravo, charlie] = await taggedClients(page, tag, closing.iso, ['Alpha', 'Bravo', 'Charlie']);

  // The sidebar's entry, right after Échéances.
  await page.goto('/dashboard');
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  // The links are read once the sidebar is drawn, not while the session is still being checked.
  await expect(navigation.getByRole('link', { name: 'Production' })).toBeVisible();
  const labels = await navigation.getByRole('link').allTextContents();
  expect(labels.indexOf('Production')).toBe(labels.indexOf('Échéances') + 1);
  await navigation.getByRole('link', { name: 'Production' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Production' })).toBeVisible();

  await openCampaign(page, closing, 3);
  await searchBox(page).fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]recherche=${tag}`));
  const pieces = column(page, 'Pièces reçues');
  await expect(cardNames(pieces)).toHaveText([alpha.raisonSociale, bravo.raisonSociale, charlie.raisonSociale]);
  await expect(page.getByRole('region', { name: 'Pièces reçues, 3 missions' })).toBeVisible();
  await expectNoSeriousViolation(page);

  // By keyboard: « Déplacer … vers… », the stage, Enter; the move is announced and the focus follows the card.
  const move = page.getByRole('button', { name: `Déplacer ${alpha.raisonSociale} vers…` });
  await move.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `Déplacer ${alpha.raisonSociale} vers…` });
  await expect(menu.getByRole('menuitem', { name: 'Saisie terminée' })).toBeVisible();
  const saving = patched(page);
  await menu.getByRole('menuitem', { name: 'Saisie terminée' }).focus();
  await page.keyboard.press('Enter');
  await saving;
  await expect(page.getByRole('status').filter({ hasText: `${alpha.raisonSociale} déplacée vers « Saisie terminée »` })).toBeAttached();
  const saisie = column(page, 'Saisie terminée');
  await expect(cardNames(saisie)).toHaveText([alpha.raisonSociale]);
  await expect(saisie.getByRole('button', { name: alpha.raisonSociale, exact: true })).toBeFocused();

  // By drag and drop, onto « Révision ».
  const dropped = patched(page);
  // Onto the column's heading: its middle may lie below the fold, and scrolling there mid-drag would move the cards under the pointer.
  await pieces.getByRole('listitem').filter({ hasText: bravo.raisonSociale }).dragTo(column(page, 'Révision').getByRole('heading', { level: 2 }));
  await dropped;
  await expect(cardNames(column(page, 'Révision'))).toHaveText([bravo.raisonSociale]);

  // Saved: a reload shows the same board.
  await page.reload();
  await expect(cardNames(column(page, 'Pièces reçues'))).toHaveText([charlie.raisonSociale]);
  await expect(cardNames(column(page, 'Saisie terminée'))).toHaveText([alpha.raisonSociale]);
  await expect(cardNames(column(page, 'Révision'))).toHaveText([bravo.raisonSociale]);

  // A click on a card opens its sheet, in the URL; Escape closes it.
  await column(page, 'Révision').getByRole('button', { name: bravo.raisonSociale, exact: true }).click();
  await expect(page).toHaveURL(/[?&]mission=/);
  await expect(page.getByRole('dialog', { name: bravo.raisonSociale })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]mission=/);
});

test('« Tableau » : une ligne par mission et une colonne par étape, action groupée annulable, export CSV', async ({ page }) => {
  const tag = uniqueTag('tab');
  const closing = rareClosing();
  const [alpha, bravo] = await taggedClients(page, tag, closing.iso, ['Alpha', 'Bravo']);
  await page.goto('/production');
  await openCampaign(page, closing, 2);

  await page.getByRole('group', { name: 'Affichage' }).getByRole('button', { name: 'Tableau' }).click();
  await expect(page).toHaveURL(/[?&]vue=tableau/);
  await searchBox(page).fill(tag);
  const table = page.getByRole('table', { name: `Production — Bilan et liasse ${YEAR}` });
  const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(table.getByRole('columnheader')).toHaveText([
    '',
    'Client',
    'Responsable',
    'Statut',
    'Pièces reçues',
    'Saisie terminée',
    'Révision',
    'Liasse télétransmise',
    'Comptes présentés au client',
  ]);
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText(alpha.raisonSociale);
  await expect(rows.first().getByRole('cell').nth(3)).toHaveText('En cours');
  await expectNoSeriousViolation(page);

  // Both rows to « Révision », then « Annuler », then again.
  await table.getByRole('checkbox', { name: `Sélectionner ${alpha.raisonSociale}` }).check();
  await table.getByRole('checkbox', { name: `Sélectionner ${bravo.raisonSociale}` }).check();
  const bar = page.getByRole('region', { name: 'Sélection' });
  await bar.getByRole('button', { name: 'Déplacer vers une étape' }).click();
  const dialog = page.getByRole('dialog', { name: 'Déplacer vers une étape' });
  await dialog.getByLabel('Étape').selectOption({ label: 'Révision' });
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 ligne(s) modifiée(s)' })).toBeVisible();
  // The stages before « Révision » are done today.
  const today = new Date().toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
  await expect(rows.first().getByRole('cell').nth(5)).toHaveText(`Faite le ${today}`);

  const { name, lines } = await exportFile(page, page.getByRole('button', { name: 'Exporter (CSV)' }));
  expect(name).toMatch(new RegExp(`^production-bilan-et-liasse-${YEAR}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  expect(lines[0]?.slice(0, 8)).toEqual(['Client', 'Clôture', 'Responsable', 'Statut', 'Motif d’attente', 'Étape en cours', 'Pièces reçues — date cible', 'Pièces reçues — faite le']);
  expect(lines.slice(1).map((line) => [line[0], line[1], line[5], line[7]])).toEqual([
    [alpha.raisonSociale, closing.typed, 'Révision', today],
    [bravo.raisonSociale, closing.typed, 'Révision', today],
  ]);

  // « Annuler » puts both back on their first stage, nothing done.
  await page.getByRole('status').filter({ hasText: '2 ligne(s) modifiée(s)' }).getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Modification annulée' })).toBeVisible();
  await expect(rows.first().getByRole('cell').nth(5)).toHaveText(/^(En retard, p|P)révue le \d{2}\/\d{2}\/\d{4}$/);
  await expect(rows.nth(1).getByRole('cell').nth(4)).toHaveText(/révue le/);
});

test('le déplacement d’un collègue arrive sur le tableau ouvert, sans rechargement', async ({ page, browser, createCollaborateur }) => {
  const tag = uniqueTag('live');
  const closing = rareClosing();
  const [delta] = await taggedClients(page, tag, closing.iso, ['Delta']);
  const templates = (await (await page.request.get('/api/mission-templates')).json()) as { templates: MissionTemplate[] };
  const bilan = templates.templates.find((template) => template.name === 'Bilan et liasse');
  const revision = bilan?.stages.find((stage) => stage.name === 'Révision');
  expect(revision).toBeDefined();
  const opened = await page.request.post('/api/missions/campaigns', {
    headers: sameOrigin(page),
    data: { templateId: bilan?.id, closingFrom: closing.iso, closingTo: closing.iso },
  });
  expect(opened.ok()).toBe(true);
  const listed = (await (await page.request.get(`/api/missions?templateId=${bilan?.id}&clientId=${delta.id}`)).json()) as { missions: { id: string }[] };

  const stream = page.waitForResponse((response) => response.url().includes('/api/events') && response.status() === 200);
  await page.goto(`/production?recherche=${tag}`);
  await stream;
  await expect(cardNames(column(page, 'Pièces reçues'))).toHaveText([delta.raisonSociale]);

  // A colleague, in a browser of their own, moves the mission to « Révision »: this board asks the
  // server for its columns again (their counts and first cards, under its filters), not the campaign.
  const refreshed = page.waitForResponse((response) => response.url().includes('/api/missions/board?') && response.url().includes(`q=${tag}`));
  const colleague = await createCollaborateur();
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const signedIn = await context.request.post('/api/auth/sign-in/email', {
    headers: { origin: E2E_BASE_URL },
    data: { email: colleague.email, password: colleague.password },
  });
  expect(signedIn.ok()).toBe(true);
  const moved = await context.request.patch(`/api/missions/${listed.missions[0]?.id}`, { headers: { origin: E2E_BASE_URL }, data: { stageId: revision?.id } });
  expect(moved.ok()).toBe(true);
  await context.close();

  await refreshed;
  await expect(cardNames(column(page, 'Révision'))).toHaveText([delta.raisonSociale]);
  await expect(page.getByRole('region', { name: 'Pièces reçues, 0 mission' })).toBeVisible();
});
