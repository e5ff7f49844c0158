import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import type { ClientSheet } from '../../../shared/client-sheet.ts';
import { SHEET_OBLIGATIONS_DAYS } from '../../../shared/client-sheet.ts';
import { parisToday } from '../../../shared/dates.ts';
import { addDays } from '../../../shared/obligations/calendar.ts';
import { FISCAL_PROFILE_DEFAULTS } from '../../../shared/obligations/profile.ts';
import type { CalendarFeed } from '../../../shared/tasks.ts';
import { clientCollaborators, clientObligations, clients } from '../../db/schema/index.ts';
import { regenerateObligations } from './regenerate-obligations.ts';
import type { BusEvent } from '../../realtime/change-bus.ts';
import { MONTHLY_VAT_CLIENT } from '../../testing/obligation-client.ts';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../../testing/test-app.ts';

// Where the obligations show outside the Échéances page: the client sheet, the iCal feed, live
// updates; and the CSV import that regenerates them. The Dashboard's « Échéances cette semaine »
// is counted on pinned days in dashboard.test.ts.

let t: TestApp;
let camille: TestClient;
let camilleId: string;
let martin: string;
let other: string;
const today = parisToday();

const profile = { ...MONTHLY_VAT_CLIENT, codePostal: '75011', jourTva: FISCAL_PROFILE_DEFAULTS.jourTva, employeur: 'plus_50' } satisfies Partial<typeof clients.$inferInsert>;

/** A client of `profile` and its obligations around today, as the server makes them. */
async function insertWithObligations(raisonSociale: string) {
  const id = await t.insertClient({ ...profile, raisonSociale });
  await regenerateObligations({ db: t.db, clientIds: [id], today });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' }));
  martin = await insertWithObligations('Boulangerie Martin');
  other = await insertWithObligations('Client d’un autre');
  await t.db.insert(clientCollaborators).values({ clientId: martin, collaboratorId: camilleId });
});
afterAll(() => t.close());

const rowsOf = (clientId: string) => t.db.select().from(clientObligations).where(eq(clientObligations.clientId, clientId));

describe('the client sheet', () => {
  it('shows the obligations still to do, late or due within the next days, by due date', async () => {
    const rows = await rowsOf(martin);
    const [done] = rows.filter((row) => row.dueDate >= today);
    assert(done, 'aucune échéance à venir');
    await camille.request('PUT', `/api/obligations/${done.id}`, { status: 'fait' });
    // Still to do from a past year, whatever today's date: late, so on the sheet.
    await t.db.insert(clientObligations).values({ clientId: martin, kind: 'dsn', period: '2019-12', label: 'DSN — décembre 2019', dueDate: '2020-01-15' });
    const response = await camille.get(`/api/clients/${martin}/sheet`);
    expect(response.status).toBe(200);
    const sheet = (response.json as ClientSheet).obligations;
    const limit = addDays(today, SHEET_OBLIGATIONS_DAYS);
    const expected = (await rowsOf(martin)).filter((row) => row.id !== done.id && row.status === 'a_faire' && row.dueDate <= limit);
    expect(sheet.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(sheet.map((row) => row.dueDate)).toEqual([...sheet.map((row) => row.dueDate)].sort());
    expect(sheet[0]?.period).toBe('2019-12');
    expect(sheet.some((row) => row.id === done.id)).toBe(false);
    expect(sheet[0]).toMatchObject({ clientId: martin, raisonSociale: 'Boulangerie Martin', status: 'a_faire' });
  });
});

describe('the iCal feed', () => {
  it('adds the obligations still to do of the user’s clients as all-day events, « (estimée) » when estimated', async () => {
    const { url } = (await camille.get('/api/calendar-feed')).json as CalendarFeed;
    const response = await t.client().get((url ?? '').replace(TEST_ORIGIN, ''));
    expect(response.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(response.text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const expected = (await rowsOf(martin)).filter((row) => row.status === 'a_faire');
    const obligations = events.filter((event) => event.uid.startsWith('obligation-'));
    expect(obligations.map((event) => event.uid).sort()).toEqual(expected.map((row) => `obligation-${row.id}@cabinet`).sort());
    for (const event of obligations) {
      const row = expected.find((candidate) => event.uid === `obligation-${candidate.id}@cabinet`);
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(row?.dueDate);
      expect(event.summary).toBe(`${row?.label} — Boulangerie Martin${row?.estimated ? ' (estimée)' : ''}`);
    }
    // The CA3 day is derived from the SIREN in Paris: estimated.
    expect(obligations.some((event) => event.summary.endsWith(' (estimée)'))).toBe(true);
    expect(obligations.some((event) => event.summary.includes('Client d’un autre'))).toBe(false);
  });
});

describe('live updates', () => {
  it('tell every browser that an obligation of this client changed, once committed', async () => {
    const heard: BusEvent[] = [];
    let listening!: () => void;
    const ready = new Promise<void>((resolve) => (listening = resolve));
    const unsubscribe = t.database.changes.subscribe((event) => {
      if (event.type === 'gap') listening();
      heard.push(event);
    });
    try {
      await ready;
      const [row] = await rowsOf(other);
      await camille.request('PUT', `/api/obligations/${row?.id}`, { note: 'Relancer le client' });
      await expect
        .poll(() => heard.some((event) => event.type === 'change' && event.notice.entities.some((entity) => entity.entity === 'obligation' && entity.clientId === other)))
        .toBe(true);
    } finally {
      unsubscribe?.();
    }
  });
});

describe('the CSV import', () => {
  async function runImport(csv: string, update: boolean) {
    const response = await camille.request('POST', `/api/clients/import?update=${update}`, csv, { 'content-type': 'text/csv', 'x-file-name': 'clients.csv' });
    expect(response.status, response.text).toBe(200);
    return response.text;
  }

  it('regenerates the obligations of the clients it creates and of those it updates, in its transaction', async () => {
    await runImport('Raison sociale;SIRET;Classification;Date clôture;Statut\nImportée SARL;55210055400013;SARL;31/12/2025;actif\n', false);
    const [created] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.raisonSociale, 'Importée SARL'));
    // Only the classification and the closing are known: the company-law deadlines.
    expect(new Set((await rowsOf(created?.id ?? '')).map((row) => row.kind))).toEqual(new Set(['approbation', 'depot_comptes']));

    // The firm marks one as fait (another got a note above), then the client leaves: the others
    // go, those two stay, flagged.
    const followed = (await rowsOf(other)).find((row) => row.note === null);
    await camille.request('PUT', `/api/obligations/${followed?.id}`, { status: 'fait' });
    await runImport(`Raison sociale;SIRET;Statut\nClient d’un autre;${profile.siret};inactif\n`, true);
    const left = await rowsOf(other);
    expect(left.map((row) => [row.status, row.note, row.obsolete]).sort()).toEqual([
      ['a_faire', 'Relancer le client', true],
      ['fait', null, true],
    ]);
    expect(left.some((row) => row.id === followed?.id)).toBe(true);
  });
});
