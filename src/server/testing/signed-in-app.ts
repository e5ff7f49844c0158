import { fromParisParts } from '../../shared/paris-time.ts';
import { createTestApp } from './test-app.ts';

/** The user most API tests act as. */
export const CAMILLE = { email: 'camille@cabinet.test', fullName: 'Camille Dupont' } as const;
/** Camille's colleague, the other user of tests about assignment and visibility. */
export const BENOIT = { email: 'benoit@cabinet.test', fullName: 'Benoît Leroy' } as const;
/** A well-formed id that no row has, for the 404 answers. */
export const MISSING_ID = '0f0e0d0c-0b0a-4909-8807-060504030201';

/** A fresh app with Camille signed in: the start of a test file about what a signed-in user may do. */
export async function createSignedInApp() {
  const t = await createTestApp();
  const { user, client } = await t.signedIn(CAMILLE);
  return { t, camille: client, camilleId: user.id };
}

/** createSignedInApp, plus Benoît (not signed in) and the client « Boulangerie Martin »: the cast of the task tests. */
export async function createTeamApp() {
  const app = await createSignedInApp();
  const benoitId = (await app.t.createUser(BENOIT)).id;
  const clientId = await app.t.insertClient();
  return { ...app, benoitId, clientId };
}

/** The instant a Paris clock shows on `day` (YYYY-MM-DD) at `time` (HH:MM). */
export function parisInstant(day: string, time = '09:00') {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return fromParisParts({ year, month, day: date, hour, minute });
}
