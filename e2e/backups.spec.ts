import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { signInByApi } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 26: Paramètres › Système shows the backups; « Sauvegarder maintenant » takes one, which the
// server verifies by restoring it into a scratch database; its file downloads, and the journal
// says who took a copy.

const backupsSection = (page: Page) => page.getByRole('region', { name: 'Sauvegardes' });

/** No violation of impact « serious » or « critical » (QUALITY.md), the details in the message. */
async function expectAccessible(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(blocking.map((violation) => `${violation.id} : ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

test('Système : « Sauvegarder maintenant » prend une sauvegarde vérifiée, qui se télécharge, et le journal note le téléchargement', async ({ page }) => {
  await page.goto('/settings?onglet=systeme');
  const section = backupsSection(page);
  await expect(section.getByText('Prochaine sauvegarde')).toBeVisible();
  // 02:00 Paris, the default time, on one of the next two days.
  await expect(section.getByRole('definition').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4} à 02:00$/);

  await section.getByRole('button', { name: 'Sauvegarder maintenant' }).click();
  await expect(page.getByText('Sauvegarde lancée')).toBeVisible();
  const newest = section.getByRole('table', { name: 'Sauvegardes' }).getByRole('row').nth(1);
  await expect(newest).toContainText('Manuelle');
  // Written, then restored into a scratch database and compared table by table.
  await expect(newest).toContainText('Vérifiée', { timeout: 90_000 });
  await expect(section.getByRole('definition').first()).toContainText('Vérifiée');
  await expect(section.getByRole('definition').nth(1)).toHaveText(/^\d+(,\d)? (Ko|Mo)$/);
  await expect(section.getByRole('button', { name: 'Sauvegarder maintenant' })).toBeEnabled();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await newest.getByRole('link', { name: /^Télécharger la sauvegarde du \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/ }).click();
  const download = await downloading;
  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(/^cabinet-\d{4}-\d{2}-\d{2}-\d{6}\.jsonl\.gz$/);
  const lines = gunzipSync(await readFile(await download.path())).toString('utf8').trimEnd().split('\n');
  expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ format: 'cabinet-backup', engine: 'embedded' });
  expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ end: true });

  await page.goto('/settings?onglet=journal');
  const journal = page.getByRole('table', { name: 'Journal des modifications' });
  const downloaded = journal.getByRole('row').filter({ hasText: `Sauvegarde ${fileName}` }).filter({ hasText: 'Téléchargement' });
  await expect(downloaded).toHaveCount(1);
  await expect(downloaded).toContainText(ADMIN.fullName);
  await expect(journal.getByRole('row').filter({ hasText: `Sauvegarde ${fileName}` }).filter({ hasText: 'Création' })).toHaveCount(1);
});

test('Système : l’heure et le nombre de sauvegardes gardées se règlent, une heure invalide est refusée en français', async ({ page }) => {
  await page.goto('/settings?onglet=systeme');
  const section = backupsSection(page);
  const form = section.getByRole('form', { name: 'Réglages des sauvegardes' });
  const monthly = form.getByLabel('Sauvegardes mensuelles gardées');
  await monthly.fill('500');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(monthly).toHaveAccessibleDescription('Sauvegardes mensuelles gardées : un nombre entier entre 0 et 240');

  await monthly.fill('24');
  await form.getByLabel('Heure de la sauvegarde (Paris)').fill('03:15');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByRole('status')).toHaveText('Réglages des sauvegardes enregistrés');
  await expect(section.getByRole('definition').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4} à 03:15$/);
  await page.reload();
  await expect(backupsSection(page).getByLabel('Sauvegardes mensuelles gardées')).toHaveValue('24');

  // Back to the defaults for the other tests of the shared server.
  await backupsSection(page).getByLabel('Sauvegardes mensuelles gardées').fill('12');
  await backupsSection(page).getByLabel('Heure de la sauvegarde (Paris)').fill('02:00');
  await backupsSection(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(backupsSection(page).getByRole('status')).toHaveText('Réglages des sauvegardes enregistrés');
});
