import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_PERIODS } from '../../../shared/compliance/review-periods.ts';
import { aComplianceRow } from '../../../shared/compliance/test-fixtures.ts';
import { clientDocuments, clientKyc, engagementLetters, beneficialOwners } from '../../db/schema/index.ts';
import { writeFirmSetting } from '../../settings/firm-settings.ts';
import { createSignedInApp } from '../../testing/signed-in-app.ts';
import { listComplianceRows, nextReviewAt, REVIEW_PERIODS_SETTING } from './compliance-rows.ts';

const { t, camille, camilleId } = await createSignedInApp();
afterAll(() => t.close());

const rowOf = async (clientId: string, today = '2026-06-01') => (await listComplianceRows({ db: t.db, clientIds: [clientId], today }))[0];

describe('listComplianceRows', () => {
  it('reads an active client without a file as every gap, and a complete file as none', async () => {
    const empty = await t.insertClient({ raisonSociale: 'Vide SARL', classification: 'SARL' });
    expect(await rowOf(empty)).toEqual(
      aComplianceRow('Vide SARL', { clientId: empty, gaps: ['lettre_absente', 'vigilance_non_evaluee', 'identite_non_verifiee', 'beneficiaires_manquants'] }),
    );

    const complete = await t.insertClient({ raisonSociale: 'Complet SAS', classification: 'SAS' });
    await t.db.insert(clientKyc).values({ clientId: complete, vigilance: 'standard', assessedAt: '2026-01-10', identityVerifiedAt: '2026-01-10', nextReviewAt: '2028-01-10' });
    await t.db.insert(beneficialOwners).values({ clientId: complete, position: 0, name: 'Jeanne Roux', share: 60 });
    await t.db.insert(engagementLetters).values({ clientId: complete, status: 'signee', signedAt: '2026-01-15', missions: ['tenue', 'fiscal', 'social'], fees: 2450.5, feesMode: 'forfait' });
    await t.db.insert(clientDocuments).values([
      { clientId: complete, kind: 'lettre_mission', fileName: 'lettre.pdf', mediaType: 'application/pdf', size: 10, sha256: 'a', storageKey: `${complete}-1` },
      { clientId: complete, kind: 'kbis', fileName: 'kbis.pdf', mediaType: 'application/pdf', size: 10, sha256: 'b', storageKey: `${complete}-2` },
    ]);
    expect(await rowOf(complete)).toMatchObject({
      vigilance: 'standard',
      beneficialOwnersCount: 1,
      engagementStatus: 'signee',
      engagementSignedAt: '2026-01-15',
      engagementMissions: ['tenue', 'fiscal', 'social'],
      engagementFees: 2450.5,
      engagementFeesMode: 'forfait',
      documentsCount: 2,
      nextReviewAt: '2028-01-10',
      gaps: [],
    });
    expect((await rowOf(complete, '2028-01-11'))?.gaps).toEqual(['revue_en_retard']);
  });

  it('leaves out inactive clients, and orders by raison sociale, accents aside', async () => {
    const inactive = await t.insertClient({ raisonSociale: 'Dormant', status: 'inactif' });
    const beatrice = await t.insertClient({ raisonSociale: 'Béatrice Conseil' });
    const brunet = await t.insertClient({ raisonSociale: 'Brunet Frères' });
    const rows = await listComplianceRows({ db: t.db });
    const ids = rows.map((row) => row.clientId);
    expect(ids).not.toContain(inactive);
    expect(ids.indexOf(beatrice)).toBeLessThan(ids.indexOf(brunet));
  });
});

describe('a deleted client’s file', () => {
  it('is kept, ended, under the name it had, and taken back when the deletion is undone', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Parti SARL', classification: 'SARL' });
    await t.db.insert(engagementLetters).values({ clientId, status: 'envoyee' });
    const deleted = await camille.post('/api/clients/bulk/delete', { ids: [clientId] });
    expect(deleted.status).toBe(200);
    const ended = await rowOf(clientId);
    expect(ended).toMatchObject({ raisonSociale: 'Parti SARL', engagementStatus: 'envoyee', gaps: [] });
    expect(Date.parse(ended?.endedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const undone = await camille.post(`/api/batches/${(deleted.json as { batchId: string }).batchId}/undo`);
    expect(undone.status).toBe(200);
    expect(await rowOf(clientId)).toMatchObject({ endedAt: null, raisonSociale: 'Parti SARL', gaps: ['lettre_non_signee', 'vigilance_non_evaluee', 'identite_non_verifiee', 'beneficiaires_manquants'] });
    expect((await t.db.select().from(clientKyc).where(eq(clientKyc.clientId, clientId)))[0]).toMatchObject({ clientName: null, endedAt: null });
  });

  it('leaves nothing behind a client without a file, and is no longer listed five years on', async () => {
    const bare = await t.insertClient({ raisonSociale: 'Sans dossier' });
    expect((await camille.request('DELETE', `/api/clients/${bare}`)).status).toBe(204);
    expect(await t.db.select().from(clientKyc).where(eq(clientKyc.clientId, bare))).toEqual([]);
    expect(await rowOf(bare)).toBeUndefined();

    const old = await t.insertClient({ raisonSociale: 'Ancien dossier' });
    await t.db.insert(clientKyc).values({ clientId: old, vigilance: 'simplifiee' });
    expect((await camille.request('DELETE', `/api/clients/${old}`)).status).toBe(204);
    expect(await rowOf(old)).toMatchObject({ raisonSociale: 'Ancien dossier', vigilance: 'simplifiee' });
    await t.db.update(clientKyc).set({ endedAt: new Date(Date.now() - 5 * 366 * 86_400_000) }).where(eq(clientKyc.clientId, old));
    expect(await rowOf(old)).toBeUndefined();
  });
});

describe('nextReviewAt', () => {
  it('adds the firm’s period for the level to the last review, else the assessment', async () => {
    expect(await nextReviewAt({ db: t.db, vigilance: 'renforcee', lastReviewAt: null, assessedAt: '2026-02-28' })).toBe('2027-02-28');
    expect(await nextReviewAt({ db: t.db, vigilance: 'standard', lastReviewAt: '2026-03-01', assessedAt: '2025-01-01' })).toBe('2028-03-01');
    expect(await nextReviewAt({ db: t.db, vigilance: null, lastReviewAt: null, assessedAt: '2026-02-28' })).toBeNull();
    await writeFirmSetting({ db: t.db, setting: REVIEW_PERIODS_SETTING, value: { ...DEFAULT_REVIEW_PERIODS, simplifiee: 48 }, actor: { id: camilleId, fullName: 'Camille Dupont' } });
    expect(await nextReviewAt({ db: t.db, vigilance: 'simplifiee', lastReviewAt: null, assessedAt: '2026-01-31' })).toBe('2030-01-31');
  });
});
