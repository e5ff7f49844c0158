import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { totpCode } from '../src/server/testing/totp.ts';
import { expect, test } from './support/fixtures.ts';

// Two-factor sign-in as a person with a phone: « Mon profil » turns it on (the key shown as text
// is what the test's « authenticator app » reads), then sign-in asks for the code.

const BLOCKING = ['serious', 'critical'];

async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => BLOCKING.includes(violation.impact ?? ''));
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.beforeEach(async ({ ensureAdmin }) => {
  await ensureAdmin();
});

test('activer la double authentification, se déconnecter, se reconnecter avec le code', async ({ page, createCollaborateur, signIn }) => {
  // Three sign-ins, two password hashes and four axe scans: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const account = await createCollaborateur('Agathe Rousseau');
  await signIn(page, account.email, account.password);
  await page.goto('/settings');

  const section = page.getByRole('region', { name: 'Double authentification' });
  await expect(section.getByText('Non activée.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sessions ouvertes' }).getByText('(cette session)')).toBeVisible();
  await section.getByRole('button', { name: 'Activer la double authentification' }).click();
  await section.getByLabel('Mot de passe').fill(account.password);
  await section.getByRole('button', { name: 'Continuer' }).click();

  await expect(section.getByRole('img', { name: 'QR code à scanner avec votre application d’authentification' })).toBeVisible();
  const secret = (await section.getByLabel('Clé de configuration').textContent())?.replace(/\s/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectAccessible(page);
  // The code of the current 30-second step; the sign-in below uses the next one (a code serves once).
  const now = Date.now();
  await section.getByLabel('Code de vérification').fill(totpCode(secret, { at: now }));
  await section.getByRole('button', { name: 'Activer' }).click();

  const codes = section.getByRole('list', { name: 'Codes de récupération' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page);
  await section.getByRole('button', { name: 'J’ai noté mes codes' }).click();
  await expect(section.getByText('Activée', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
  await expectAccessible(page);

  const code = page.getByLabel('Code de vérification');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByRole('alert')).toHaveText('Code de vérification incorrect');
  await code.fill(totpCode(secret, { at: now, steps: 1 }));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('region', { name: 'Double authentification' }).getByText('Activée', { exact: true })).toBeVisible();
});
