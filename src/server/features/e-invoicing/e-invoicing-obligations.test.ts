import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ObligationRow } from '../../../shared/obligations/api.ts';
import { activityLog } from '../../db/schema/index.ts';
import { createSignedInApp, parisInstant } from '../../testing/signed-in-app.ts';

// Issue 23 §3: « Réception » and « Émission des factures électroniques » are marked done when the
// page's matching status becomes « Prêt » (not concerned for « Pas concerné »), and open again if
// it goes back. The deadlines are those the server generates for the client's profile.

const { t, camille } = await createSignedInApp();
afterAll(() => t.close());

// The rules give these deadlines for 2026 and 2027 only: the server's clock is pinned inside the
// window that holds both (1 January 2026 to today + 12 months), whatever day the suite runs.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(parisInstant('2026-10-15'));
});
afterEach(() => vi.useRealTimers());

type Echeances = { reception: ObligationRow[]; issuing: ObligationRow[] };

/** A client subject to VAT (monthly CA3), created through the API, which derives its deadlines. */
async function createClient(profile: Record<string, unknown> = {}): Promise<string> {
  const created = await camille.post('/api/clients', { raisonSociale: `Client ${Math.random()}`, regimeTva: 'mensuel', categorieEntreprise: 'ge', ...profile });
  expect(created.status, created.text).toBe(201);
  return (created.json as { id: string }).id;
}

/** The client's e-invoicing deadlines as the Échéances page lists them. */
async function echeances(clientId: string): Promise<Echeances> {
  const response = await camille.get(`/api/obligations?clientId=${clientId}&kind=e_invoicing_reception,e_invoicing_issuing&from=2026-09-01&to=2027-09-30`);
  expect(response.status, response.text).toBe(200);
  const rows = (response.json as { obligations: ObligationRow[] }).obligations;
  return { reception: rows.filter((row) => row.kind === 'e_invoicing_reception'), issuing: rows.filter((row) => row.kind === 'e_invoicing_issuing') };
}

const statuses = (rows: ObligationRow[]) => rows.map((row) => `${row.period}:${row.status}${row.obsolete ? ':obsolète' : ''}`);
const put = (clientId: string, body: unknown) => camille.request('PUT', `/api/e-invoicing/${clientId}`, body);

describe('the e-invoicing deadlines follow the statuses', () => {
  it('closes the matching deadline on « Prêt » or « Pas concerné » and reopens it on the way back, journalled as the Échéances page does', async () => {
    const id = await createClient();
    expect(statuses((await echeances(id)).reception)).toEqual(['2026:a_faire']);
    expect(statuses((await echeances(id)).issuing)).toEqual(['2026:a_faire']);

    expect((await put(id, { receptionStatus: 'pret' })).status).toBe(200);
    const closed = await echeances(id);
    expect(closed.reception[0]).toMatchObject({ status: 'fait', statusBy: 'Camille Dupont' });
    expect(statuses(closed.issuing)).toEqual(['2026:a_faire']);

    await put(id, { issuingStatus: 'pas_concerne' });
    expect(statuses((await echeances(id)).issuing)).toEqual(['2026:pas_concerne']);
    await put(id, { receptionStatus: 'en_cours', issuingStatus: 'a_faire' });
    expect(await echeances(id)).toMatchObject({ reception: [{ status: 'a_faire' }], issuing: [{ status: 'a_faire' }] });

    const journal = await t.db.select().from(activityLog).where(eq(activityLog.clientId, id)).orderBy(activityLog.id);
    const obligations = journal.filter((entry) => entry.entity === 'obligation').map((entry) => [entry.entityId, entry.field, entry.oldValue, entry.newValue]);
    expect(obligations).toEqual([
      [`${id}:e_invoicing_reception:2026`, 'status', 'a_faire', 'fait'],
      [`${id}:e_invoicing_issuing:2026`, 'status', 'a_faire', 'pas_concerne'],
      [`${id}:e_invoicing_reception:2026`, 'status', 'fait', 'a_faire'],
      [`${id}:e_invoicing_issuing:2026`, 'status', 'pas_concerne', 'a_faire'],
    ]);
    // Each with the e-invoicing change that made it: one transaction, one time.
    const readiness = journal.find((entry) => entry.field === 'receptionStatus' && entry.newValue === 'pret');
    const closing = journal.find((entry) => entry.entity === 'obligation' && entry.newValue === 'fait');
    expect(closing?.at.getTime()).toBe(readiness?.at.getTime());
  });

  it('leaves a deadline closed by hand alone while the status stays open (« À faire » to « En cours »)', async () => {
    const id = await createClient();
    const [row] = (await echeances(id)).issuing;
    expect((await camille.request('PUT', `/api/obligations/${row?.id}`, { status: 'fait' })).status).toBe(200);
    await put(id, { issuingStatus: 'en_cours' });
    expect(statuses((await echeances(id)).issuing)).toEqual(['2026:fait']);
  });

  it('closes and reopens them for a bulk change and its undo', async () => {
    const ids = [await createClient(), await createClient({ categorieEntreprise: 'pme' })];
    const response = await camille.post('/api/e-invoicing/bulk', { clientIds: ids, receptionStatus: 'pret', issuingStatus: 'pret' });
    expect(response).toMatchObject({ status: 200, json: { count: 2 } });
    const batchId = (response.json as { batchId: string }).batchId;
    expect(await echeances(ids[0] ?? '')).toMatchObject({ reception: [{ status: 'fait' }], issuing: [{ period: '2026', status: 'fait' }] });
    expect(await echeances(ids[1] ?? '')).toMatchObject({ reception: [{ status: 'fait' }], issuing: [{ period: '2027', status: 'fait' }] });
    const batch = await t.db.select().from(activityLog).where(eq(activityLog.batchId, batchId));
    expect(batch.filter((entry) => entry.entity === 'obligation')).toHaveLength(4);

    expect((await camille.post(`/api/batches/${batchId}/undo`)).status).toBe(200);
    for (const id of ids) expect(await echeances(id)).toMatchObject({ reception: [{ status: 'a_faire' }], issuing: [{ status: 'a_faire' }] });
  });

  it('gives newly derived deadlines the status already set, after a category or VAT change, but not over a status set by hand', async () => {
    const id = await createClient();
    await put(id, { receptionStatus: 'pret', issuingStatus: 'pret' });
    // GE → PME: the 2026 issuing deadline, closed, is kept as obsolete; the 2027 one is born closed.
    expect((await camille.request('PATCH', `/api/clients/${id}`, { categorieEntreprise: 'pme' })).status).toBe(200);
    expect(statuses((await echeances(id)).issuing)).toEqual(['2026:fait:obsolète', '2027:fait']);

    // A deadline someone reopened by hand stays open through the next regeneration.
    const [reception] = (await echeances(id)).reception;
    await camille.request('PUT', `/api/obligations/${reception?.id}`, { status: 'a_faire' });
    await camille.request('PATCH', `/api/clients/${id}`, { categorieEntreprise: 'micro' });
    expect(statuses((await echeances(id)).reception)).toEqual(['2026:a_faire']);

    // No VAT regime, no deadlines; once known, they arrive with the statuses the page holds.
    const later = await createClient({ regimeTva: null });
    await put(later, { receptionStatus: 'pas_concerne' });
    expect((await echeances(later)).reception).toEqual([]);
    await camille.request('PATCH', `/api/clients/${later}`, { regimeTva: 'trimestriel' });
    expect(statuses((await echeances(later)).reception)).toEqual(['2026:pas_concerne']);
  });
});
