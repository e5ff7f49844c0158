import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ObligationRow } from '../../../shared/obligations/api.ts';
import { activityLog, clientKyc, clientObligations } from '../../db/schema/index.ts';
import { CAMILLE, createSignedInApp } from '../../testing/signed-in-app.ts';
import { syncReviewObligations } from './review-obligations.ts';

// Issue 25: « Revue LCB-FT » is an échéance of the client at its next review date, on the
// Échéances page and the client's échéances, moved by a level change, closed by the next review.

const { t, camille, camilleId } = await createSignedInApp();
afterAll(() => t.close());
const actor = { id: camilleId, fullName: CAMILLE.fullName };

/** The client's reviews as the Échéances page lists them (the API caps a range at 400 days). */
async function reviews(clientId: string, from: string, to: string): Promise<ObligationRow[]> {
  const response = await camille.get(`/api/obligations?clientId=${clientId}&kind=revue_lcbft&from=${from}&to=${to}`);
  expect(response.status, response.text).toBe(200);
  return (response.json as { obligations: ObligationRow[] }).obligations;
}

const setKyc = (clientId: string, values: Partial<typeof clientKyc.$inferInsert>) =>
  t.db.insert(clientKyc).values({ clientId, ...values }).onConflictDoUpdate({ target: clientKyc.clientId, set: values });

describe('the Revue LCB-FT échéance', () => {
  it('is due at the next review, moves with the level, and the next review closes it and opens the next cycle', async () => {
    const id = await t.insertClient({ raisonSociale: 'Revue SARL', classification: 'SARL' });
    await setKyc(id, { vigilance: 'standard', assessedAt: '2026-01-10', nextReviewAt: '2028-01-10' });
    expect(await syncReviewObligations({ tx: t.db, clientIds: [id], actor })).toMatchObject({ written: 1, done: 0 });
    expect(await reviews(id, '2027-06-01', '2028-06-01')).toMatchObject([
      { kind: 'revue_lcbft', period: '2026-01-10', label: 'Revue LCB-FT — vigilance standard', dueDate: '2028-01-10', status: 'a_faire', obsolete: false },
    ]);

    // Renforcée: a yearly review, the same cycle's row moved earlier.
    await setKyc(id, { vigilance: 'renforcee', nextReviewAt: '2027-01-10' });
    await syncReviewObligations({ tx: t.db, clientIds: [id], actor });
    expect(await reviews(id, '2026-06-01', '2027-06-01')).toMatchObject([{ period: '2026-01-10', label: 'Revue LCB-FT — vigilance renforcée', dueDate: '2027-01-10', status: 'a_faire' }]);
    expect(await reviews(id, '2027-06-01', '2028-06-01')).toEqual([]);

    // The review is made: that échéance is done, by its author, journalled; the next one is open.
    await setKyc(id, { lastReviewAt: '2026-12-20', nextReviewAt: '2027-12-20' });
    expect(await syncReviewObligations({ tx: t.db, clientIds: [id], actor })).toMatchObject({ written: 1, done: 1 });
    expect(await reviews(id, '2026-06-01', '2027-06-01')).toMatchObject([{ period: '2026-01-10', status: 'fait', statusBy: 'Camille Dupont' }]);
    expect(await reviews(id, '2027-06-01', '2028-06-01')).toMatchObject([{ period: '2026-12-20', dueDate: '2027-12-20', status: 'a_faire' }]);
    const journal = await t.db.select().from(activityLog).where(and(eq(activityLog.clientId, id), eq(activityLog.entity, 'obligation')));
    expect(journal.map((entry) => [entry.entityId, entry.field, entry.oldValue, entry.newValue, entry.userName])).toEqual([
      [`${id}:revue_lcbft:2026-01-10`, 'status', 'a_faire', 'fait', 'Camille Dupont'],
    ]);

    // Nothing changed: nothing written again.
    expect(await syncReviewObligations({ tx: t.db, clientIds: [id], actor })).toEqual({ written: 0, done: 0, removed: 0, flagged: 0 });
  });

  it('survives the regeneration of the client’s other échéances, and leaves with the client’s active status', async () => {
    const id = await t.insertClient({ raisonSociale: 'Dormante SAS', classification: 'SAS' });
    await setKyc(id, { vigilance: 'simplifiee', assessedAt: '2026-03-01', nextReviewAt: '2027-03-01' });
    await syncReviewObligations({ tx: t.db, clientIds: [id], actor });

    // A profile change regenerates the derived échéances: the review is not theirs to remove.
    expect((await camille.request('PATCH', `/api/clients/${id}`, { regimeTva: 'mensuel' })).status).toBe(200);
    expect(await reviews(id, '2026-06-01', '2027-06-01')).toMatchObject([{ period: '2026-03-01', dueDate: '2027-03-01' }]);

    // Inactive: the open review goes (the client follower, in the write's transaction); active again, it is back.
    expect((await camille.request('PATCH', `/api/clients/${id}`, { status: 'inactif' })).status).toBe(200);
    expect(await t.db.select().from(clientObligations).where(and(eq(clientObligations.clientId, id), eq(clientObligations.kind, 'revue_lcbft')))).toEqual([]);
    expect((await camille.request('PATCH', `/api/clients/${id}`, { status: 'actif' })).status).toBe(200);
    expect(await reviews(id, '2026-06-01', '2027-06-01')).toMatchObject([{ period: '2026-03-01', status: 'a_faire' }]);
  });

  it('keeps, flagged obsolete, an open review someone wrote a note on when the level is cleared', async () => {
    const id = await t.insertClient({ raisonSociale: 'Notée EURL', classification: 'EURL' });
    await setKyc(id, { vigilance: 'standard', assessedAt: '2026-02-01', nextReviewAt: '2028-02-01' });
    await syncReviewObligations({ tx: t.db, clientIds: [id], actor });
    await t.db.update(clientObligations).set({ note: 'RDV pris' }).where(and(eq(clientObligations.clientId, id), eq(clientObligations.kind, 'revue_lcbft')));
    await setKyc(id, { vigilance: null, nextReviewAt: null });
    expect(await syncReviewObligations({ tx: t.db, clientIds: [id], actor })).toMatchObject({ removed: 0, flagged: 1 });
    expect(await reviews(id, '2027-06-01', '2028-06-01')).toMatchObject([{ note: 'RDV pris', obsolete: true, status: 'a_faire' }]);
  });
});
