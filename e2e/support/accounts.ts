import type { APIRequestContext } from '@playwright/test';

export type Account = { fullName: string; email: string; password: string };

/** The shared server's administrator, created by the global setup before any test runs. */
export const ADMIN: Account = { fullName: 'Claire Martin', email: 'claire.martin@cabinet.test', password: 'admin-e2e-1' };

/** The server refuses writes from any origin but its own APP_URL. */
function sameOrigin(baseURL: string) {
  return { origin: new URL(baseURL).origin };
}

/** Creates the first administrator through the first-run endpoint unless one already exists. */
export async function ensureAdmin(request: APIRequestContext, baseURL: string): Promise<Account> {
  const status = await request.get(`${baseURL}/api/setup`);
  if (!status.ok()) throw new Error(`GET /api/setup : ${status.status()} ${await status.text()}`);
  const { needsSetup } = (await status.json()) as { needsSetup: boolean };
  if (needsSetup) {
    const created = await request.post(`${baseURL}/api/setup`, { headers: sameOrigin(baseURL), data: ADMIN });
    if (created.status() !== 201) throw new Error(`POST /api/setup : ${created.status()} ${await created.text()}`);
  }
  return ADMIN;
}

let serial = 0;

/**
 * A new collaborateur of its own, through public sign-up (ALLOW_SIGNUP is on for the shared
 * server only): the one way, without an admin screen yet, to give a destructive test its own user.
 * A full name of its own lets a test pick that user from a list (chips, filters).
 */
export async function createCollaborateur(
  request: APIRequestContext,
  baseURL: string,
  fullName = 'Hélène Garnier',
): Promise<Account & { id: string }> {
  const id = `${Date.now().toString(36)}-${process.pid}-${++serial}`;
  const account = { fullName, email: `helene.${id}@cabinet.test`, password: 'helene-e2e-1' };
  const response = await request.post(`${baseURL}/api/auth/sign-up/email`, { headers: sameOrigin(baseURL), data: account });
  if (!response.ok()) throw new Error(`POST /api/auth/sign-up/email : ${response.status()} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return { ...account, id: user.id };
}
