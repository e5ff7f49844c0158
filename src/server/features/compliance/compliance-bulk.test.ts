import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from '../../../shared/bulk.ts';
import { COMPLIANCE_MESSAGES, type ComplianceFile } from '../../../shared/compliance/api.ts';
import { DEFAULT_REVIEW_PERIODS } from '../../../shared/compliance/review-periods.ts';
import { parisToday } from '../../../shared/dates.ts';
import { activityLog, clientKyc, engagementLetters } from '../../db/schema/index.ts';
import { createSignedInApp } from '../../testing/signed-in-app.ts';

const { t, camille } = await createSignedInApp();
const { client: admin } = await t.signedIn({ email: 'admin@cabinet.test', fullName: 'Alice Admin', role: 'admin' });
afterAll(() => t.close());

const bulk = (body: unknown) => camille.post('/api/compliance/bulk', body);
const undo = (response: { json: unknown }) => camille.post(`/api/batches/${(response.json as { batchId: string }).batchId}/undo`);
const letters = async (ids: string[]) =>
  Object.fromEntries(
    (await t.db.select({ clientId: engagementLetters.clientId, status: engagementLetters.status, signedAt: engagementLetters.signedAt }).from(engagementLetters).where(inArray(engagementLetters.clientId, ids))).map(
      ({ clientId, ...letter }) => [clientId, letter],
    ),
  );
const kycOf = async (clientId: string) => (await camille.get(`/api/compliance/${clientId}`)).json as ComplianceFile;
const verified = async (clientId: string) => {
  const response = await camille.request('PUT', `/api/compliance/${clientId}/kyc`, { identityVerifiedAt: '2026-01-05', identityDocument: 'Kbis', vigilance: 'standard', assessedAt: '2026-01-05' });
  expect(response.status).toBe(200);
};

describe('POST /api/compliance/bulk', () => {
  it('sets the letters’ status, creating those absent, signing today those without a date, and the undo puts them back', async () => {
    const [withLetter = '', without = ''] = await t.addClients(2);
    await verified(withLetter);
    await verified(without);
    await camille.request('PUT', `/api/compliance/${withLetter}/engagement`, { status: 'envoyee', missions: ['tenue'] });

    const signed = await bulk({ clientIds: [withLetter, without], engagementStatus: 'signee' });
    expect(signed).toMatchObject({ status: 200, json: { count: 2 } });
    const today = parisToday();
    expect(await letters([withLetter, without])).toEqual({ [withLetter]: { status: 'signee', signedAt: today }, [without]: { status: 'signee', signedAt: today } });
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.batchId, (signed.json as { batchId: string }).batchId));
    expect(entries.map((entry) => [entry.clientId, entry.field, entry.newValue]).filter(([, field]) => field === 'status')).toEqual(
      expect.arrayContaining([
        [withLetter, 'status', 'signee'],
        [without, 'status', 'signee'],
      ]),
    );

    expect(await undo(signed)).toMatchObject({ status: 200, json: { count: 2 } });
    expect(await letters([withLetter, without])).toEqual({ [withLetter]: { status: 'envoyee', signedAt: null } });
  });

  it('refuses « Signée » for a client whose identity is not verified, naming it, and writes nothing', async () => {
    const [ready = '', unverified = ''] = await t.addClients(2);
    await verified(ready);
    const response = await bulk({ clientIds: [ready, unverified], engagementStatus: 'signee' });
    expect(response.status).toBe(400);
    expect((response.json as { error: { issues: { path: string; message: string }[] } }).error.issues).toEqual([
      { path: unverified, message: COMPLIANCE_MESSAGES.identityRequiredForSignature("l'identité du client n'est pas vérifiée (date de vérification et pièce vérifiée)") },
    ]);
    expect(await letters([ready, unverified])).toEqual({});
  });

  it('sets the last review, moving the next one, and the undo puts it back; a review before the assessment or in the future is refused', async () => {
    const [assessed = '', fresh = ''] = await t.addClients(2);
    await verified(assessed);
    const reviewed = await bulk({ clientIds: [assessed, fresh], lastReviewAt: '2026-02-01' });
    expect(reviewed).toMatchObject({ status: 200, json: { count: 2 } });
    expect((await kycOf(assessed)).kyc).toMatchObject({ lastReviewAt: '2026-02-01', nextReviewAt: '2028-02-01' });
    expect((await kycOf(fresh)).kyc).toMatchObject({ lastReviewAt: '2026-02-01', nextReviewAt: null });

    expect((await undo(reviewed)).status).toBe(200);
    expect((await kycOf(assessed)).kyc).toMatchObject({ lastReviewAt: null, nextReviewAt: '2028-01-05' });

    const before = await bulk({ clientIds: [assessed], lastReviewAt: '2026-01-01' });
    expect(before).toMatchObject({ status: 400, json: { error: { issues: [{ path: assessed, message: COMPLIANCE_MESSAGES.reviewBeforeAssessment }] } } });
    expect(await bulk({ clientIds: [assessed], lastReviewAt: '2999-01-01' })).toMatchObject({ status: 400, json: { error: { message: COMPLIANCE_MESSAGES.reviewInFuture } } });
    expect((await kycOf(assessed)).kyc.lastReviewAt).toBeNull();
  });

  it('refuses unknown and inactive clients, duplicates and an empty change, in French', async () => {
    const [active = ''] = await t.addClients(1);
    const [inactive = ''] = await t.addClients(1, { status: 'inactif' });
    const missing = randomUUID();
    const response = await bulk({ clientIds: [active, inactive, missing], engagementStatus: 'envoyee' });
    expect((response.json as { error: { issues: unknown[] } }).error.issues).toEqual(
      expect.arrayContaining([
        { path: inactive, message: BULK_MESSAGES.inactiveClient },
        { path: missing, message: BULK_MESSAGES.unknown },
      ]),
    );
    expect(await bulk({ clientIds: [active, active], engagementStatus: 'envoyee' })).toMatchObject({ status: 400, json: { error: { message: BULK_MESSAGES.duplicate } } });
    expect(await bulk({ clientIds: [active] })).toMatchObject({ status: 400, json: { error: { message: COMPLIANCE_MESSAGES.nothingToChange } } });
    expect(await bulk({ clientIds: [active], engagementStatus: 'perdue' })).toMatchObject({ status: 400, json: { error: { message: 'Statut de lettre inconnu' } } });
    expect(await letters([active])).toEqual({});
  });
});

describe('/api/compliance/settings', () => {
  it('gives the firm’s review periods, 12/24/36 months by default; an admin changes them and every next review follows', async () => {
    expect(await camille.get('/api/compliance/settings')).toMatchObject({ status: 200, json: DEFAULT_REVIEW_PERIODS });
    const [clientId = ''] = await t.addClients(1);
    await verified(clientId);
    expect((await kycOf(clientId)).kyc.nextReviewAt).toBe('2028-01-05');

    const periods = { renforcee: 6, standard: 18, simplifiee: 48 };
    expect((await camille.request('PUT', '/api/compliance/settings', periods)).status).toBe(403);
    expect(await admin.request('PUT', '/api/compliance/settings', { ...periods, standard: 0 })).toMatchObject({
      status: 400,
      json: { error: { message: 'La période de revue est un nombre entier de mois, de 1 à 60' } },
    });
    expect(await admin.request('PUT', '/api/compliance/settings', periods)).toMatchObject({ status: 200, json: periods });
    expect(await camille.get('/api/compliance/settings')).toMatchObject({ json: periods });
    expect((await kycOf(clientId)).kyc.nextReviewAt).toBe('2027-07-05');
    const [stored] = await t.db.select().from(clientKyc).where(eq(clientKyc.clientId, clientId));
    expect(stored?.nextReviewAt).toBe('2027-07-05');
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.clientId, clientId));
    expect(entries.map((entry) => [entry.field, entry.oldValue, entry.newValue, entry.userName])).toContainEqual(['nextReviewAt', '2028-01-05', '2027-07-05', 'Alice Admin']);
  });
});
