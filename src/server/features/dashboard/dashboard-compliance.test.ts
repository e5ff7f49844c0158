import { afterAll, describe, expect, it } from 'vitest';
import { parisToday } from '../../../shared/dates.ts';
import type { Dashboard } from '../../../shared/dashboard.ts';
import { beneficialOwners, clientDocuments, clientKyc, engagementLetters } from '../../db/schema/index.ts';
import { createSignedInApp } from '../../testing/signed-in-app.ts';

// Issue 25 on the Dashboard: « Mes revues LCB-FT à faire » for everyone (their clients whose next
// review is due by Sunday, overdue ones included), and for an admin the number of clients with a
// gap of the Contrôle qualité (Conformité's section, given through its descriptor).

const { t, camille, camilleId } = await createSignedInApp();
const { client: admin } = await t.signedIn({ email: 'admin@cabinet.test', fullName: 'Alice Admin', role: 'admin' });
const other = await t.createUser({ email: 'other@cabinet.test' });
afterAll(() => t.close());

const today = parisToday();
const dashboardOf = async (caller: typeof camille): Promise<Dashboard> => {
  const response = await caller.get('/api/dashboard');
  expect(response.status, response.text).toBe(200);
  return response.json as Dashboard;
};
const withReview = async (raisonSociale: string, nextReviewAt: string, { collaborator = camilleId, status = 'actif' }: { collaborator?: string; status?: 'actif' | 'inactif' } = {}) => {
  const id = await t.insertClient({ raisonSociale, classification: 'SARL', status }, { collaborators: [collaborator] });
  await t.db.insert(clientKyc).values({ clientId: id, vigilance: 'standard', assessedAt: '2019-01-01', nextReviewAt });
  return id;
};

describe('the Dashboard’s Conformité lines', () => {
  it('lists my reviews due by Sunday or overdue, oldest first, and counts the clients with gaps for an admin only', async () => {
    const overdue = await withReview('Ancienne revue SARL', '2020-03-01');
    const dueToday = await withReview('Revue du jour SAS', today);
    await withReview('Revue lointaine SA', '2099-01-01');
    await withReview('Pas mon client SARL', '2020-01-01', { collaborator: other.id });
    await withReview('Client parti SARL', '2020-01-01', { status: 'inactif' });

    // A complete file: no gap.
    const complete = await t.insertClient({ raisonSociale: 'Complet SAS', classification: 'SAS' });
    await t.db.insert(clientKyc).values({ clientId: complete, vigilance: 'standard', assessedAt: '2026-01-10', identityVerifiedAt: '2026-01-10', nextReviewAt: '2099-01-10' });
    await t.db.insert(beneficialOwners).values({ clientId: complete, position: 0, name: 'Jeanne Roux', share: 60 });
    await t.db.insert(engagementLetters).values({ clientId: complete, status: 'signee', signedAt: '2026-01-15' });
    await t.db.insert(clientDocuments).values([
      { clientId: complete, kind: 'lettre_mission', fileName: 'lettre.pdf', mediaType: 'application/pdf', size: 10, sha256: 'a', storageKey: `${complete}-1` },
      { clientId: complete, kind: 'kbis', fileName: 'kbis.pdf', mediaType: 'application/pdf', size: 10, sha256: 'b', storageKey: `${complete}-2` },
    ]);

    expect((await dashboardOf(camille)).compliance).toEqual({
      clientsWithGaps: null,
      reviewsDueCount: 2,
      reviewsDue: [
        { clientId: overdue, raisonSociale: 'Ancienne revue SARL', nextReviewAt: '2020-03-01' },
        { clientId: dueToday, raisonSociale: 'Revue du jour SAS', nextReviewAt: today },
      ],
    });
    // Four active clients have gaps (no letter, identity not verified…); the complete one and the inactive one are not counted.
    expect((await dashboardOf(admin)).compliance).toEqual({ clientsWithGaps: 4, reviewsDueCount: 0, reviewsDue: [] });

    // The count is kept between visits, and counted again once the journal shows a change: the
    // complete file's letter back to « Envoyée » gives it a gap.
    expect((await dashboardOf(admin)).compliance?.clientsWithGaps).toBe(4);
    const reopened = await admin.request('PUT', `/api/compliance/${complete}/engagement`, { status: 'envoyee', signedAt: null });
    expect(reopened.status, reopened.text).toBe(200);
    expect((await dashboardOf(admin)).compliance?.clientsWithGaps).toBe(5);
  });
});
