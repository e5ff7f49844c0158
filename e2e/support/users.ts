import { request as playwrightRequest } from '@playwright/test';
import { ADMIN, type Account } from './accounts.ts';
import { uniqueTag } from './clients.ts';

export type Role = 'admin' | 'collaborateur' | 'stagiaire';

export { uniqueTag };

/**
 * A user of its own, created by the administrator through 'Utilisateurs' API: unlike public
 * sign-up (five a minute), it has no rate limit, so any number of tests can each have theirs.
 */
export async function createUserAsAdmin(
  baseURL: string,
  { fullName = 'Hélène Garnier', role = 'collaborateur' }: { fullName?: string; role?: Role } = {},
): Promise<Account & { id: string; role: Role }> {
  const origin = new URL(baseURL).origin;
  const tag = uniqueTag();
  const account = { fullName, email: `helene.${tag}@cabinet.test`, password: `secret-${tag}` };
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin } });
  try {
    const signedIn = await admin.post('/api/auth/sign-in/email', { data: { email: ADMIN.email, password: ADMIN.password } });
    if (!signedIn.ok()) throw new Error(`POST /api/auth/sign-in/email : ${signedIn.status()} ${await signedIn.text()}`);
    const created = await admin.post('/api/admin/users', { data: { ...account, role } });
    if (created.status() !== 201) throw new Error(`POST /api/admin/users : ${created.status()} ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    return { ...account, id, role };
  } finally {
    await admin.dispose();
  }
}
