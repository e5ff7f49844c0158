import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { createUserAsAdmin, uniqueTag } from './support/users.ts';

const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Connexion' });
const sidebar = (page: Page) => page.getByRole('complementary');
const settingsTabs = (page: Page) => page.getByRole('tablist', { name: 'Paramètres' });
const usersTable = (page: Page) => page.getByRole('table', { name: 'Utilisateurs du cabinet' });
const userRow = (page: Page, email: string) => usersTable(page).getByRole('row').filter({ hasText: email });

function sameOrigin(page: Page) {
  const base = process.env.E2E_BASE_URL ?? new URL(page.url()).origin;
  return { origin: new URL(base).origin };
}


/** Today in the firm's calendar, dd/MM/yyyy. */
function todayFr(): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test.beforeEach(async ({ ensureAdmin }) => {
  await ensureAdmin();
});

test('Mon profil : le nom complet change et la barre latérale le montre', async ({ page, baseURL, signIn }) => {
  const user = await createUserAsAdmin(baseURL ?? '', { fullName: `Hélène Garnier ${uniqueTag()}` });
  await signIn(page, user.email, user.password);
  await page.goto('/settings');

  const fullName = page.getByLabel('Nom complet');
  await expect(fullName).toHaveValue(user.fullName);
  await expect(page.locator('#profile-email')).toBeDisabled();
  await expect(page.locator('#profile-email')).toHaveValue(user.email);
  await expect(page.getByText("L'email ne peut pas être modifié")).toBeVisible();
  await expect(page.locator('#profile-role')).toHaveValue('Collaborateur');

  const newName = `Hélène Garnier-Roux ${uniqueTag()}`;
  await fullName.fill(newName);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profil mis à jour avec succès' })).toBeVisible();
  await expect(sidebar(page).getByText(newName, { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nom complet')).toHaveValue(newName);
  await expect(sidebar(page).getByText(newName, { exact: true })).toBeVisible();
});

test('Changer le mot de passe : contrôles, succès, puis seul le nouveau mot de passe ouvre une session', async ({
  page,
  request,
  baseURL,
  signIn,
}) => {
  const user = await createUserAsAdmin(baseURL ?? '');
  const newPassword = `nouveau-${uniqueTag()}`;
  // Another session of the same user, elsewhere: the change ends it.
  const elsewhere = await request.post('/api/auth/sign-in/email', {
    headers: { origin: new URL(baseURL ?? '').origin },
    data: { email: user.email, password: user.password },
  });
  expect(elsewhere.ok()).toBe(true);
  expect((await request.get('/api/me')).status()).toBe(200);
  await signIn(page, user.email, user.password);
  await page.goto('/settings');

  const current = page.getByLabel('Mot de passe actuel');
  const next = page.getByLabel('Nouveau mot de passe');
  const confirm = page.getByLabel('Confirmer le mot de passe');
  const submit = page.getByRole('button', { name: 'Changer le mot de passe' });

  await expect(next).toHaveAttribute('placeholder', 'Minimum 6 caractères');
  await expect(submit).toBeDisabled();
  await current.fill(user.password);
  await next.fill(newPassword);
  await expect(submit).toBeDisabled();
  await confirm.fill(`${newPassword}x`);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(confirm).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');

  await next.fill('');
  await expect(submit).toBeDisabled();
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Mot de passe modifié avec succès' })).toBeVisible();
  await expect(next).toHaveValue('');
  expect((await request.get('/api/me')).status()).toBe(401);
  // This session goes on.
  await page.reload();
  await expect(page.getByLabel('Nouveau mot de passe')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(loginHeading(page)).toBeVisible();
  await fillSignIn(page, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toHaveCount(0);

  await page.getByLabel('Mot de passe', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await expect(sidebar(page).getByText(user.fullName, { exact: true })).toBeVisible();
});

test('un collaborateur ne voit ni Utilisateurs ni Système, et le serveur lui refuse les appels directs', async ({
  page,
  baseURL,
  signIn,
}) => {
  const user = await createUserAsAdmin(baseURL ?? '');
  await signIn(page, user.email, user.password);

  await page.goto('/settings');
  await expect(settingsTabs(page).getByRole('tab')).toHaveText(['Mon profil', 'Conformité', 'Modèles de mission']);
  await expect(page.getByRole('tab', { name: 'Utilisateurs' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Système' })).toHaveCount(0);

  // The admin tabs' addresses land on the profile.
  for (const onglet of ['utilisateurs', 'systeme']) {
    await page.goto(`/settings?onglet=${onglet}`);
    await expect(page.getByLabel('Nom complet')).toHaveValue(user.fullName);
    await expect(page.getByRole('tab', { name: 'Utilisateurs' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Gestion des utilisateurs/ })).toHaveCount(0);
  }

  const headers = sameOrigin(page);
  expect((await page.request.get('/api/admin/users', { headers })).status()).toBe(403);
  const created = await page.request.post('/api/admin/users', {
    headers,
    data: { fullName: 'Intrus Stagiaire', email: `intrus.${uniqueTag()}@cabinet.test`, role: 'admin', password: 'intrus-1' },
  });
  expect(created.status()).toBe(403);
  expect((await page.request.get('/api/system', { headers })).status()).toBe(403);
});

test('Utilisateurs : créer un stagiaire, le modifier, le supprimer ; il ne peut plus se connecter', async ({ page, signIn }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/settings');
  await settingsTabs(page).getByRole('tab', { name: 'Utilisateurs' }).click();
  await expect(page).toHaveURL(/[?&]onglet=utilisateurs/);

  const rows = usersTable(page).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  await expect(page.getByRole('heading', { name: `Gestion des utilisateurs (${before})` })).toBeVisible();

  // The admin's own row: editable, never deletable.
  const own = userRow(page, ADMIN.email);
  await expect(own.getByRole('button', { name: `Modifier ${ADMIN.fullName}` })).toBeVisible();
  await expect(own.getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);

  const tag = uniqueTag();
  const intern = { fullName: `Lucas Petit ${tag}`, email: `lucas.${tag}@cabinet.test`, password: 'stagiaire-1' };
  await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel utilisateur' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nom complet').fill(intern.fullName);
  await dialog.getByLabel('Email').fill(intern.email);
  await dialog.getByLabel('Rôle').selectOption({ label: 'Stagiaire' });
  await dialog.getByLabel('Mot de passe').fill(intern.password);
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(dialog).toHaveCount(0);

  const row = userRow(page, intern.email);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(new RegExp(intern.fullName));
  await expect(row.getByRole('cell').nth(1)).toHaveText('Stagiaire');
  await expect(row.getByRole('cell').nth(2)).toHaveText(todayFr());
  await expect(page.getByRole('heading', { name: `Gestion des utilisateurs (${before + 1})` })).toBeVisible();

  // Edit: the email is fixed; name and role change.
  const renamed = `Lucas Petit-Durand ${tag}`;
  await row.getByRole('button', { name: `Modifier ${intern.fullName}` }).click();
  const editDialog = page.getByRole('dialog', { name: "Modifier l'utilisateur" });
  await expect(editDialog).toBeVisible();
  await expect(editDialog.getByLabel('Email')).toBeDisabled();
  await expect(editDialog.getByLabel('Email')).toHaveValue(intern.email);
  await expect(editDialog.getByLabel('Nom complet')).toHaveValue(intern.fullName);
  await editDialog.getByLabel('Nom complet').fill(renamed);
  await editDialog.getByLabel('Rôle').selectOption({ label: 'Collaborateur' });
  await editDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(editDialog).toHaveCount(0);
  await expect(row.getByRole('rowheader')).toHaveText(new RegExp(renamed));
  await expect(row.getByRole('cell').nth(1)).toHaveText('Collaborateur');

  // Delete, after the confirmation.
  await row.getByRole('button', { name: `Supprimer ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: "Supprimer l'utilisateur" });
  await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer cet utilisateur ?');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(userRow(page, intern.email)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Gestion des utilisateurs (${before})` })).toBeVisible();

  // The deleted user cannot sign in any more.
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(loginHeading(page)).toBeVisible();
  await fillSignIn(page, intern.email, intern.password);
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toHaveCount(0);
});

test('Système : les compteurs, la configuration et la version 1.0.0', async ({ page, signIn }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  const info = await page.request.get('/api/system');
  expect(info.status()).toBe(200);
  const { counts } = (await info.json()) as { counts: { users: number; clients: number; tasks: number; notes: number } };

  await page.goto('/settings?onglet=systeme');
  await expect(settingsTabs(page).getByRole('tab', { name: 'Système' })).toHaveAttribute('aria-selected', 'true');
  const format = new Intl.NumberFormat('fr-FR');
  const data = page.getByRole('region', { name: 'Données' });
  for (const [label, key] of [
    ['Utilisateurs', 'users'],
    ['Clients', 'clients'],
    ['Tâches', 'tasks'],
    ['Notes', 'notes'],
  ] as const) {
    const card = data.locator('div').filter({ has: page.getByText(label, { exact: true }) }).last();
    await expect(card.locator('dd')).toHaveText(format.format(counts[key]));
  }
  const config = page.getByRole('region', { name: 'Configuration' });
  await expect(config.getByText('Base de données')).toBeVisible();
  await expect(config.getByText('Authentification')).toBeVisible();
  await expect(config.getByText('Version 1.0.0')).toBeVisible();
});
