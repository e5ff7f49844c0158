import type { App } from '../../src/server/app.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/seed-demo.ts';

export const BENCH_ORIGIN = 'http://localhost:3000';

/** Signs a seeded user in through the API; returns the Cookie header later requests send. */
export async function signInCookie(app: App, email: string): Promise<string> {
  const response = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`connexion refusée : ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
