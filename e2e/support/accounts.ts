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
