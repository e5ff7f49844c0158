import { execSync } from 'node:child_process';
import { request } from '@playwright/test';
import { ensureAdmin } from './accounts.ts';
import { startAppServer } from './app-server.ts';
import { E2E_BASE_URL, E2E_PORT } from './e2e-env.ts';
import { started } from './global-state.ts';
import { startMailbox } from './mailbox.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

export default async function globalSetup(): Promise<void> {
  // Built once here: servers started later find the build fresh, so two never build at once.
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });

  started.mailbox = await startMailbox();
  // Workers inherit the runner's environment: this is how they find the mailbox and the server.
  process.env.E2E_SMTP_URL = started.mailbox.smtpUrl;
  process.env.E2E_MAILBOX_DIR = started.mailbox.dir;

  started.server = await startAppServer({ port: E2E_PORT, env: { ALLOW_SIGNUP: 'true' } });
  if (started.server.url !== E2E_BASE_URL) throw new Error(`${started.server.url} ≠ ${E2E_BASE_URL}`);
  process.env.E2E_BASE_URL = started.server.url;
  process.env.E2E_SERVER_LOG = started.server.logFile;

  // Before any test: a sign-up by a test run alone would otherwise close the first-run path.
  const api = await request.newContext();
  try {
    await ensureAdmin(api, started.server.url);
  } finally {
    await api.dispose();
  }
}
