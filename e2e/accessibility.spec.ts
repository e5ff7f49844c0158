import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { ADMIN } from './support/accounts.ts';
import { assignCollaborator, createClient, createSoftware, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';
import { setAuthorization } from './support/follow-up.ts';

// Every page and the main dialogs, signed in as the administrator, pass axe-core with no violation
// of impact « serious » or « critical » (QUALITY.md). One test per page or dialog, so a failure
// names it; the violations are printed (rule, help, elements) so the fix starts from the report.

const BLOCKING: readonly string[] = ['serious', 'critical'];

function sameOrigin() {
  return { origin: new URL(process.env.E2E_BASE_URL ?? 'http://localhost').origin };
}

async function api<T>(page: Page, method: 'POST' | 'PUT' | 'PATCH', path: string, data: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, headers: sameOrigin(), data });
  if (!response.ok()) throw new Error(`${method} ${path} : ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

type Seed = { clientId: string; tag: string };
let seeded: Seed | undefined;

/**
 * Rows on every page, so axe checks filled tables and not only empty states: one active client
 * followed by the admin, with a software, authorisations, a bank change, a tracking year and a task.
 * Created once for the file (one worker runs it in order).
 */
async function seed(page: Page): Promise<Seed> {
  if (seeded) return seeded;
  const tag = uniqueTag('a11y');
  const software = await createSoftware(page, `Logiciel ${tag}`);
  const client = await createClient(page, {
    raisonSociale: `Boulangerie Accessible ${tag}`,
    siret: randomSiret(),
    status: 'actif',
    softwareId: software.id,
    classification: 'SARL',
    codePostal: '69003',
    dateCloture: '2025-12-31',
  });
  // A fiscal profile: the server derives the client's obligations (Échéances, the calendar).
  await api(page, 'PATCH', `/api/clients/${client.id}`, { regimeTva: 'mensuel', regimeImposition: 'is', jourTva: 19 });
  const me = await page.request.get('/api/me');
  if (!me.ok()) throw new Error(`GET /api/me : ${me.status()}`);
  const adminId = ((await me.json()) as { id: string }).id;
  await assignCollaborator(page, client.id, adminId);
  await setAuthorization(page, 'impots', client.id, { status: 'en_cours' });
  await setAuthorization(page, 'bank_urssaf', client.id, { status: 'en_cours' });
  await api(page, 'POST', '/api/bank-changes', { clientId: client.id, newBankName: `Banque ${tag}` });
  // The admin's own tasks, one due soon and one overdue (shown in red), for the dashboard, the list
  // and the calendar.
  const hour = 60 * 60 * 1000;
  for (const [title, priority, dueDate] of [
    [`Relancer les relevés ${tag}`, 'haute', new Date(Date.now() + hour)],
    [`Déclaration en retard ${tag}`, 'urgente', new Date(Date.now() - 24 * hour)],
  ] as const) {
    await api(page, 'POST', '/api/tasks', {
      title,
      type: 'ponctuelle',
      priority,
      status: 'a_faire',
      clientId: client.id,
      assignedTo: adminId,
      dueDate: dueDate.toISOString(),
    });
  }
  seeded = { clientId: client.id, tag };
  return seeded;
}

/** Waits until nothing on the page still says it is loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[role="status"]').filter({ hasText: /Chargement/ })).toHaveCount(0);
  await expect(page.locator('[role="status"][aria-label^="Chargement"]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

function describeViolations(violations: Result[]): string {
  return violations
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id} — ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`).join('\n'),
    )
    .join('\n');
}

async function expectAccessible(page: Page, scope?: Locator): Promise<void> {
  await settled(page);
  // Let CSS transitions (dialog fade-in, toasts) end: axe reads the colours as painted.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  let builder = new AxeBuilder({ page });
  if (scope) {
    const id = await scope.evaluate((element) => {
      if (!element.id) element.id = `axe-scope-${Math.random().toString(36).slice(2)}`;
      return element.id;
    });
    builder = builder.include(`#${id}`);
  }
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => BLOCKING.includes(violation.impact ?? ''));
  // The ids compared, the details in the message: a failure reads as a short report.
  expect(blocking.map((violation) => violation.id), `Violations axe-core graves ou critiques :\n${describeViolations(blocking)}`).toEqual([]);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function open(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(heading(page, title)).toBeVisible();
}

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
  await seed(page);
});

test('connexion', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expectAccessible(page);
  } finally {
    await context.close();
  }
});

test('Dashboard', async ({ page }) => {
  await open(page, '/dashboard', 'Dashboard');
  await expectAccessible(page);
});

test('Clients', async ({ page }) => {
  await open(page, `/clients?recherche=${seeded?.tag ?? ''}`, 'Clients');
  await expect(page.getByRole('grid', { name: 'Clients' }).getByText(`Boulangerie Accessible ${seeded?.tag}`)).toBeVisible();
  await expectAccessible(page);
});

test('Clients : fiche client ouverte', async ({ page }) => {
  // The sheet is modal: the page's heading behind it is hidden from the accessibility tree.
  await page.goto(`/clients?fiche=${seeded?.clientId ?? ''}`);
  await expect(page.getByRole('dialog', { name: `Boulangerie Accessible ${seeded?.tag}` })).toBeVisible();
  await expectAccessible(page);
});

test('Clients : dialogue « Importer un CSV »', async ({ page }) => {
  await open(page, '/clients', 'Clients');
  await page.getByRole('button', { name: 'Importer un CSV' }).click();
  await expect(page.getByRole('dialog', { name: 'Importer un CSV' })).toBeVisible();
  await expectAccessible(page);
});

test('Tâches : liste', async ({ page }) => {
  await open(page, '/tasks?portee=cabinet', 'Tâches');
  await expect(page.getByRole('table', { name: 'Tâches', exact: true }).getByText(`Relancer les relevés ${seeded?.tag}`)).toBeVisible();
  await expectAccessible(page);
});

test('Tâches : liste vide', async ({ page }) => {
  await open(page, `/tasks?portee=cabinet&recherche=${uniqueTag('aucune')}`, 'Tâches');
  await expect(page.getByRole('table', { name: 'Tâches', exact: true }).getByRole('cell')).toHaveCount(1);
  await expectAccessible(page);
});

test('Tâches : calendrier', async ({ page }) => {
  await open(page, '/tasks?vue=calendrier&portee=cabinet&echeances=1', 'Tâches');
  await expect(page.getByRole('table', { name: /^Tâches de / })).toBeVisible();
  await expectAccessible(page);
});

test('Tâches : dialogue « Nouvelle tâche »', async ({ page }) => {
  await open(page, '/tasks', 'Tâches');
  await page.getByRole('button', { name: 'Nouvelle tâche' }).click();
  await expect(page.getByRole('dialog', { name: 'Nouvelle tâche' })).toBeVisible();
  await expectAccessible(page);
});

test('Échéances', async ({ page }) => {
  await open(page, `/echeances?recherche=${seeded?.tag ?? ''}`, 'Échéances');
  await expect(page.getByRole('link', { name: `Boulangerie Accessible ${seeded?.tag}` }).first()).toBeVisible();
  await expectAccessible(page);
});

test('Échéances : mois sans échéance', async ({ page }) => {
  await open(page, '/echeances?mois=2000-01', 'Échéances');
  await expect(page.getByText('Aucune échéance sur cette période.')).toBeVisible();
  await expectAccessible(page);
});

test('Logiciels', async ({ page }) => {
  await open(page, '/software', 'Logiciels');
  await expectAccessible(page);
});

for (const [tab, label] of [
  ['impots', 'Impôts'],
  ['urssaf', 'URSSAF'],
] as const) {
  test(`Habilitations : onglet ${label}`, async ({ page }) => {
    await open(page, `/habilitation?onglet=${tab}`, 'Habilitations');
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
  });
}

for (const [tab, label] of [
  ['ebics', 'EBICS'],
  ['impot', 'Impôt'],
  ['urssaf', 'URSSAF'],
  ['changement', 'Changement de banque'],
] as const) {
  test(`Banque : onglet ${label}`, async ({ page }) => {
    await open(page, `/banque?onglet=${tab}`, 'Banque');
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
  });
}

for (const [tab, label] of [
  ['cfe', 'CFE'],
  ['3en1', '3 EN 1'],
] as const) {
  test(`Suivi : onglet ${label}`, async ({ page }) => {
    await open(page, `/suivi?onglet=${tab}`, 'Suivi');
    await expectAccessible(page);
  });
}

test('Statistiques', async ({ page }) => {
  await open(page, '/stats', 'Statistiques');
  await expectAccessible(page);
});

for (const [tab, label] of [
  ['', 'Mon profil'],
  ['utilisateurs', 'Utilisateurs'],
  ['systeme', 'Système'],
  ['journal', 'Journal'],
  ['facturation-electronique', 'Facturation électronique'],
] as const) {
  test(`Paramètres : onglet ${label}`, async ({ page }) => {
    await open(page, tab ? `/settings?onglet=${tab}` : '/settings', 'Paramètres');
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
  });
}

test('Paramètres : Journal avec une action groupée, puis ses lignes', async ({ page }) => {
  const { clientId, tag } = await seed(page);
  await api(page, 'POST', '/api/clients/bulk/update', { rows: [{ id: clientId, patch: { ville: `Lyon ${tag}` } }] });
  await open(page, '/settings?onglet=journal', 'Paramètres');
  const openRows = page.getByRole('button', { name: /^Voir les lignes de la modification groupée/ }).first();
  await expect(openRows).toBeVisible();
  await expectAccessible(page);
  await openRows.click();
  await expect(page.getByRole('button', { name: 'Revenir à tout le journal' })).toBeVisible();
  await expectAccessible(page);
});

test('Paramètres : dialogue « Nouvel utilisateur »', async ({ page }) => {
  await open(page, '/settings?onglet=utilisateurs', 'Paramètres');
  await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
  await expect(page.getByRole('dialog', { name: 'Nouvel utilisateur' })).toBeVisible();
  await expectAccessible(page);
});

// ---- Issue 16: the selection bar, the bulk dialogs and the paste preview ----

const selectionBar = (page: Page) => page.getByRole('region', { name: 'Sélection' });

test('Clients : barre de sélection', async ({ page }) => {
  await open(page, `/clients?recherche=${seeded?.tag ?? ''}`, 'Clients');
  await page.getByRole('checkbox', { name: `Sélectionner Boulangerie Accessible ${seeded?.tag}` }).check();
  await expect(selectionBar(page)).toContainText('1 sélectionné(s)');
  await expectAccessible(page);
});

test('Clients : dialogue « Changer le statut » d’une sélection', async ({ page }) => {
  await open(page, `/clients?recherche=${seeded?.tag ?? ''}`, 'Clients');
  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  await selectionBar(page).getByRole('button', { name: 'Changer le statut' }).click();
  await expect(page.getByRole('dialog', { name: 'Changer le statut' })).toBeVisible();
  await expectAccessible(page);
});

test('Clients : confirmation « Supprimer » d’une sélection', async ({ page }) => {
  await open(page, `/clients?recherche=${seeded?.tag ?? ''}`, 'Clients');
  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  await selectionBar(page).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Supprimer 1 client(s) ?' })).toBeVisible();
  await expectAccessible(page);
});

test('Clients : aperçu d’un collage depuis Excel, avec cellules refusées', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, `/clients?recherche=${seeded?.tag ?? ''}`, 'Clients');
  const row = page.getByRole('grid', { name: 'Clients' }).locator(`[role="row"][data-row-id="${seeded?.clientId ?? ''}"]`);
  await row.locator('[role="gridcell"][aria-colindex="7"]').focus();
  await page.evaluate(() => navigator.clipboard.writeText('Inactif\tDormant\nActif\n'));
  await page.keyboard.press('Control+V');
  await expect(page.getByRole('dialog', { name: 'Coller depuis Excel' })).toContainText('refusée');
  await expectAccessible(page);
});

test('Habilitations : barre de sélection et dialogue « Définir la date »', async ({ page }) => {
  await open(page, `/habilitation?recherche=${seeded?.tag ?? ''}`, 'Habilitations');
  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  await expect(selectionBar(page)).toBeVisible();
  await expectAccessible(page);
  await selectionBar(page).getByRole('button', { name: 'Définir la date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Définir la date' });
  await dialog.getByRole('textbox').fill('99/99/2025');
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await expect(dialog.getByText(/Date invalide|Format de date invalide/)).toBeVisible();
  await expectAccessible(page);
});

test('Suivi : barre de sélection', async ({ page }) => {
  await open(page, `/suivi?recherche=${seeded?.tag ?? ''}`, 'Suivi');
  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  await expect(selectionBar(page)).toBeVisible();
  await expectAccessible(page);
});

test('Tâches : barre de sélection et dialogue « Réassigner »', async ({ page }) => {
  await open(page, `/tasks?portee=cabinet&recherche=${seeded?.tag ?? ''}`, 'Tâches');
  await page.getByRole('checkbox', { name: `Sélectionner Relancer les relevés ${seeded?.tag}` }).check();
  await expect(selectionBar(page)).toContainText('1 sélectionné(s)');
  await expectAccessible(page);
  await selectionBar(page).getByRole('button', { name: 'Réassigner' }).click();
  await expect(page.getByRole('dialog', { name: 'Réassigner' })).toBeVisible();
  await expectAccessible(page);
});
