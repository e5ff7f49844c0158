import { test as base, expect, type Page } from '@playwright/test';
import { ensureAdmin, type Account } from './accounts.ts';
import { createUserAsAdmin } from './users.ts';
import { stat } from 'node:fs/promises';
import { readLogTail } from './app-server.ts';

type Fixtures = {
  /** The shared server's administrator, created if need be. */
  ensureAdmin: () => Promise<Account>;
  /** A collaborateur no other test uses, for tests that change their user (or need one to pick by name). */
  createCollaborateur: (fullName?: string) => Promise<Account & { id: string }>;
  /** Signs in through the login screen shown on the current page (the dashboard if none yet). */
  signIn: (page: Page, email: string, password: string) => Promise<void>;
  serverLogOnFailure: void;
};

export const test = base.extend<Fixtures>({
  ensureAdmin: async ({ request, baseURL }, use) => {
    await use(() => ensureAdmin(request, requiredBaseURL(baseURL)));
  },

  // Created by the admin, not by public sign-up: sign-up is throttled (five a minute per IP).
  createCollaborateur: async ({ baseURL }, use) => {
    await use((fullName) => createUserAsAdmin(requiredBaseURL(baseURL), { fullName }));
  },

  signIn: async ({}, use) => {
    await use(async (page, email, password) => {
      if (page.url() === 'about:blank') await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    });
  },

  // The shared server runs in the runner process: its output reaches a failed test only this way.
  serverLogOnFailure: [
      async ({}, use, testInfo) => {
      const logFile = process.env.E2E_SERVER_LOG;
      const offset = logFile ? await logSize(logFile) : 0;
      await use();
      if (testInfo.status === testInfo.expectedStatus || !logFile) return;
      // Only what the server printed during this test.
      const output = await readLogTail(logFile, offset);
      if (!output) return;
      await testInfo.attach('server.log', { body: output, contentType: 'text/plain' });
      console.error(`--- sortie du serveur partagé ---\n${output}`);
    },
    { auto: true },
  ],
});

export { expect };

async function logSize(logFile: string): Promise<number> {
  return stat(logFile).then(
    (stats) => stats.size,
    () => 0,
  );
}

function requiredBaseURL(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('use.baseURL manque dans playwright.config.ts');
  return baseURL;
}
