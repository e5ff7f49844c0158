import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { freePort, startAppServer, type AppServer } from './support/app-server.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';

const NAV_LABELS = ['Dashboard', 'Clients', 'Tâches', 'Logiciels', 'Habilitations', 'Banque', 'Facturation électronique', 'Conformité', 'Suivi', 'Échéances', 'Production', 'Statistiques', 'Paramètres'];

const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Connexion' });
const pageHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const sidebar = (page: Page) => page.getByRole('complementary');
const signOutButton = (page: Page) => page.getByRole('button', { name: 'Déconnexion' });

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

// A server of its own: the shared one already has its administrator, so its first-run path is closed.
test.describe('premier démarrage', () => {
  let server: AppServer | undefined;
  const serverUrl = (): string => {
    if (!server) throw new Error('serveur du premier démarrage absent');
    return server.url;
  };

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startAppServer({ port: await freePort(), asBuilt: true });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('l’écran de connexion crée le compte administrateur, puis ce chemin se ferme', async ({ page, request }) => {
    const url = serverUrl();
    const admin = { fullName: 'Bernard Lefèvre', email: 'bernard.lefevre@cabinet.test', password: 'premier-admin' };
    await page.goto(`${url}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Créer le compte administrateur' })).toBeVisible();

    const fullName = page.getByLabel('Nom complet');
    const password = page.getByLabel('Mot de passe', { exact: true });
    const confirm = page.getByLabel('Confirmer le mot de passe');
    const create = page.getByRole('button', { name: 'Créer le compte administrateur' });
    await fullName.fill(admin.fullName);
    await page.getByLabel('Email', { exact: true }).fill(admin.email);

    await password.fill(admin.password);
    await confirm.fill(`${admin.password}x`);
    await create.click();
    await expect(confirm).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');

    await password.fill('abcde');
    await confirm.fill('abcde');
    await create.click();
    await expect(password).toHaveAccessibleDescription('Le mot de passe doit contenir au moins 6 caractères');
    await expect(confirm).toHaveAccessibleDescription('');

    await password.fill(admin.password);
    await confirm.fill(admin.password);
    await create.click();
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();
    await expect(page).toHaveURL(`${url}/dashboard`);
    await expect(sidebar(page).getByText(admin.fullName, { exact: true })).toBeVisible();
    await expect(sidebar(page).getByText('Administrateur', { exact: true })).toBeVisible();

    await page.reload();
    await expect(sidebar(page).getByText(admin.fullName, { exact: true })).toBeVisible();

    await signOutButton(page).click();
    await expect(loginHeading(page)).toBeVisible();
    await expect(page.getByText('Créer le compte administrateur')).toHaveCount(0);
    await page.reload();
    await expect(loginHeading(page)).toBeVisible();
    await expect(page.getByText('Créer le compte administrateur')).toHaveCount(0);

    const again = await request.post(`${url}/api/setup`, {
      headers: { origin: url },
      data: { fullName: 'Intrus', email: 'intrus@cabinet.test', password: 'intrus-1' },
    });
    expect(again.status()).toBe(409);
  });
});

test.describe('connexion sur le serveur partagé', () => {
  test.beforeEach(async ({ ensureAdmin }) => {
    await ensureAdmin();
  });

  test('un mauvais mot de passe est refusé, le bon ouvre le tableau de bord et ses treize pages', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(loginHeading(page)).toBeVisible();

    await fillSignIn(page, ADMIN.email, 'pas-le-bon');
    await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
    await expect(signOutButton(page)).toHaveCount(0);

    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link')).toHaveText(NAV_LABELS);
  });

  test('une visite de /clients sans session montre la connexion, puis la page Clients', async ({ page, signIn }) => {
    await page.goto('/clients');
    await expect(loginHeading(page)).toBeVisible();
    await expect(page).toHaveURL('/clients');

    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(pageHeading(page, 'Clients')).toBeVisible();
    await expect(page).toHaveURL('/clients');
  });

  test('une adresse inconnue et la racine mènent au tableau de bord', async ({ page, signIn }) => {
    await signIn(page, ADMIN.email, ADMIN.password);

    await page.goto('/nimporte/quoi');
    await expect(page).toHaveURL('/dashboard');
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();

    await page.goto('/clients');
    await expect(pageHeading(page, 'Clients')).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard');
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();
  });

  test('la session survit au rechargement ; Déconnexion la termine sur le serveur', async ({ page, request, signIn }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.reload();
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();
    await expect(signOutButton(page)).toBeVisible();

    // The cookies as they were, sent later by a client that never signed out.
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    expect((await request.get('/api/me', { headers: { cookie } })).status()).toBe(200);

    await signOutButton(page).click();
    await expect(loginHeading(page)).toBeVisible();
    await page.reload();
    await expect(loginHeading(page)).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);
    expect((await request.get('/api/me', { headers: { cookie } })).status()).toBe(401);
  });
});

// Its own collaborateur: changing that password leaves every other test's account alone, in any order.
test('mot de passe oublié : le lien reçu par email change le mot de passe, une seule fois', async ({
  page,
  baseURL,
  createCollaborateur,
  signIn,
}) => {
  const user = await createCollaborateur();
  const newPassword = 'nouveau-secret';

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('alert')).toHaveText('Un email de réinitialisation a été envoyé à votre adresse.');

  const mail = await waitForMail({ to: user.email, subject: 'Réinitialisation de votre mot de passe' });
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toMatch(new RegExp(`^${escapeRegExp(`${baseURL}/reset-password?token=`)}`));
  const resetLink = link ?? '';

  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Réinitialisation du mot de passe' })).toBeVisible();
  const password = page.getByLabel('Nouveau mot de passe');
  const confirm = page.getByLabel('Confirmer le mot de passe');
  const submit = page.getByRole('button', { name: 'Réinitialiser le mot de passe' });

  await password.fill('abcde');
  await confirm.fill('abcde');
  await submit.click();
  await expect(password).toHaveAccessibleDescription('Le mot de passe doit contenir au moins 6 caractères');

  await password.fill(newPassword);
  await confirm.fill(`${newPassword}x`);
  await submit.click();
  await expect(password).toHaveAccessibleDescription('');
  await expect(confirm).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');

  await confirm.fill(newPassword);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Mot de passe modifié avec succès');
  await page.getByRole('link', { name: 'Se connecter' }).click();

  await expect(loginHeading(page)).toBeVisible();
  await fillSignIn(page, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
  await page.getByLabel('Mot de passe', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(pageHeading(page, 'Dashboard')).toBeVisible();
  await expect(sidebar(page).getByText(user.fullName, { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText('Collaborateur', { exact: true })).toBeVisible();

  // The link worked once; a second use is refused by the server.
  await page.goto(resetLink);
  await password.fill('encore-un-autre');
  await confirm.fill('encore-un-autre');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Ce lien de réinitialisation est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.',
  );

  // The refused attempt changed nothing: the password the link set still opens the session.
  await page.goto('/dashboard');
  await signOutButton(page).click();
  await signIn(page, user.email, newPassword);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
