import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPLIANCE_MESSAGES, type ComplianceFile, type ComplianceRow } from '../../../shared/compliance/api.ts';
import type { RiskAssessment } from '../../../shared/compliance/vigilance.ts';
import { activityLog, beneficialOwners, clientDocuments } from '../../db/schema/index.ts';
import { createSignedInApp, MISSING_ID } from '../../testing/signed-in-app.ts';

const { t, camille } = await createSignedInApp();
const { client: stagiaire } = await t.signedIn({ email: 'stagiaire@cabinet.test', fullName: 'Sam Stagiaire', role: 'stagiaire' });
afterAll(() => t.close());

const putKyc = (clientId: string, body: unknown, as = camille) => as.request('PUT', `/api/compliance/${clientId}/kyc`, body);
const putEngagement = (clientId: string, body: unknown, as = camille) => as.request('PUT', `/api/compliance/${clientId}/engagement`, body);
const file = async (clientId: string, as = camille) => {
  const response = await as.get(`/api/compliance/${clientId}`);
  expect(response.status).toBe(200);
  return response.json as ComplianceFile;
};
const journal = async (clientId: string) =>
  (await t.db.select().from(activityLog).where(and(eq(activityLog.clientId, clientId))).orderBy(activityLog.id)).map((entry) => [entry.entity, entry.field, entry.oldValue, entry.newValue, entry.userName]);
const errorOf = (response: { json: unknown }) => (response.json as { error: { message: string; issues?: { path: string; message: string }[] } }).error;

const LOW: RiskAssessment = {
  client: { level: 'faible', facts: [] },
  activite: { level: 'faible', facts: [] },
  localisation: { level: 'faible', facts: [] },
  mission: { level: 'faible', facts: [] },
};
const HIGH: RiskAssessment = { ...LOW, client: { level: 'eleve', facts: ['ppe'] } };
const OWNER = { name: 'Jeanne Roux', birthDate: '1970-04-02', nationality: 'française', share: 60, control: null, ppe: false, sourceDate: '2026-01-05' };

describe('PUT /api/compliance/{clientId}/kyc', () => {
  it('saves the given fields, signs the assessment and the identity check by the user, computes the next review, and journals each field', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Roux SAS', classification: 'SAS' });
    const response = await putKyc(clientId, {
      vigilance: 'simplifiee',
      risk: LOW,
      assessedAt: '2026-01-10',
      identityVerifiedAt: '2026-01-09',
      identityDocument: 'Kbis de moins de 3 mois',
      beneficialOwners: [OWNER],
      sanctionsCheckedAt: '2026-01-09',
      sanctionsResult: 'aucune_correspondance',
    });
    expect(response.status).toBe(200);
    const saved = response.json as ComplianceFile;
    expect(saved.kyc).toMatchObject({
      vigilance: 'simplifiee',
      assessedAt: '2026-01-10',
      assessedByName: 'Camille Dupont',
      identityVerifiedByName: 'Camille Dupont',
      nextReviewAt: '2029-01-10',
      beneficialOwnersCount: 1,
      beneficialOwners: [{ ...OWNER, id: expect.any(String) }],
    });
    expect(saved.gaps).toEqual(['lettre_absente', 'piece_manquante']);

    const entries = await journal(clientId);
    expect(entries).toContainEqual(['kyc', 'vigilance', null, 'simplifiee', 'Camille Dupont']);
    expect(entries).toContainEqual(['kyc', 'nextReviewAt', null, '2029-01-10', 'Camille Dupont']);
    expect(entries).toContainEqual(['kyc', 'beneficialOwners', null, 'Jeanne Roux (60 %, française, né(e) le 02/04/1970, RBE du 05/01/2026)', 'Camille Dupont']);

    // What is not given is kept; a review moves the next one.
    const reviewed = await putKyc(clientId, { lastReviewAt: '2026-03-01' });
    expect((reviewed.json as ComplianceFile).kyc).toMatchObject({ vigilance: 'simplifiee', lastReviewAt: '2026-03-01', nextReviewAt: '2029-03-01', beneficialOwnersCount: 1 });
  });

  it('refuses a level below a high criterion, another level without a justification, a criterion below its facts, and a review before the assessment', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Risque SARL' });
    const cases: [unknown, string, string][] = [
      [{ risk: HIGH, vigilance: 'standard', justification: 'Client connu' }, 'vigilance', COMPLIANCE_MESSAGES.vigilanceTooLow],
      [{ risk: { ...LOW, mission: { level: 'moyen', facts: [] } }, vigilance: 'simplifiee' }, 'justification', COMPLIANCE_MESSAGES.justificationRequired],
      [{ risk: { ...LOW, client: { level: 'faible', facts: ['ppe'] } }, vigilance: 'renforcee' }, 'risk.client.level', COMPLIANCE_MESSAGES.riskBelowFacts('Client', 'élevé')],
      [{ risk: { ...LOW, client: { level: 'eleve', facts: ['especes'] } }, vigilance: 'renforcee' }, 'risk.client.facts', COMPLIANCE_MESSAGES.factOfOtherCriterion('Client')],
      [{ vigilance: 'standard', assessedAt: '2026-02-01', lastReviewAt: '2026-01-31' }, 'lastReviewAt', COMPLIANCE_MESSAGES.reviewBeforeAssessment],
    ];
    for (const [body, path, message] of cases) {
      const response = await putKyc(clientId, body);
      expect(response.status, message).toBe(400);
      expect(errorOf(response)).toMatchObject({ message, issues: [{ path, message }] });
    }
    // A higher level than proposed, justified, is the user's choice.
    expect((await putKyc(clientId, { risk: LOW, vigilance: 'renforcee', justification: 'Montage inhabituel' })).status).toBe(200);
    expect(await journal(clientId)).toContainEqual(['kyc', 'risk', null, 'Client : Faible ; Activité : Faible ; Localisation : Faible ; Mission : Faible', 'Camille Dupont']);
  });

  it('leaves the file, its author and the journal alone when the same assessment is saved again, and journals a changed fact', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Même Risque SAS' });
    const body = { risk: HIGH, vigilance: 'renforcee', assessedAt: '2026-01-10' };
    expect((await putKyc(clientId, body)).status).toBe(200);
    const { client: benoit } = await t.signedIn({ email: 'benoit.risque@cabinet.test', fullName: 'Benoît Leroy' });
    const entries = (await journal(clientId)).length;
    const again = await putKyc(clientId, body, benoit);
    expect((again.json as ComplianceFile).kyc.assessedByName).toBe('Camille Dupont');
    expect(await journal(clientId)).toHaveLength(entries);

    const changed = await putKyc(clientId, { risk: { ...HIGH, client: { level: 'eleve', facts: ['ppe', 'structure_complexe'] } } }, benoit);
    expect((changed.json as ComplianceFile).kyc.assessedByName).toBe('Benoît Leroy');
    expect((await journal(clientId)).at(-1)).toEqual([
      'kyc',
      'risk',
      'Client : Élevé (Une personne politiquement exposée (PPE) parmi les dirigeants, les associés ou leurs proches) ; Activité : Faible ; Localisation : Faible ; Mission : Faible',
      'Client : Élevé (Une personne politiquement exposée (PPE) parmi les dirigeants, les associés ou leurs proches, Structure complexe ou opaque (chaîne de détention, trust, prête-nom)) ; Activité : Faible ; Localisation : Faible ; Mission : Faible',
      'Benoît Leroy',
    ]);
  });

  it('refuses bad input in French: a birth date in the future, a share outside 0–100, an unknown level, an empty body', async () => {
    const clientId = await t.insertClient();
    const cases: [unknown, string][] = [
      [{ beneficialOwners: [{ ...OWNER, birthDate: '2999-01-01' }] }, COMPLIANCE_MESSAGES.birthInFuture],
      [{ beneficialOwners: [{ ...OWNER, share: 150 }] }, COMPLIANCE_MESSAGES.shareRange],
      [{ vigilance: 'haute' }, 'Niveau de vigilance inconnu'],
      [{ assessedAt: '2999-01-01' }, COMPLIANCE_MESSAGES.futureDate],
      [{}, COMPLIANCE_MESSAGES.nothingToChange],
    ];
    for (const [body, message] of cases) expect(await putKyc(clientId, body), message).toMatchObject({ status: 400, json: { error: { message } } });
    expect(await t.db.select().from(beneficialOwners).where(eq(beneficialOwners.clientId, clientId))).toEqual([]);
  });

  it('answers 404 for an unknown client and 400 for an inactive one', async () => {
    expect((await putKyc(MISSING_ID, { vigilance: 'standard' })).status).toBe(404);
    const inactive = await t.insertClient({ status: 'inactif' });
    expect((await putKyc(inactive, { vigilance: 'standard' })).status).toBe(400);
  });
});

describe('a stagiaire', () => {
  it('reads statuses and dates without the beneficial owners or the documents, writes the file but not the owners', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Discret SA', classification: 'SAS' });
    await putKyc(clientId, { beneficialOwners: [OWNER] });
    await t.db.insert(clientDocuments).values({ clientId, kind: 'kbis', fileName: 'kbis.pdf', mediaType: 'application/pdf', size: 10, sha256: 'a', storageKey: clientId });
    expect((await file(clientId)).documents).toHaveLength(1);
    const seen = await file(clientId, stagiaire);
    expect(seen.kyc).toMatchObject({ beneficialOwners: null, beneficialOwnersCount: 1 });
    expect(seen.documents).toBeNull();

    expect(await putKyc(clientId, { beneficialOwners: [] }, stagiaire)).toMatchObject({ status: 403, json: { error: { message: COMPLIANCE_MESSAGES.ownersForbidden } } });
    const written = await putKyc(clientId, { sanctionsCheckedAt: '2026-02-01' }, stagiaire);
    expect(written.status).toBe(200);
    expect((written.json as ComplianceFile).kyc).toMatchObject({ sanctionsCheckedAt: '2026-02-01', beneficialOwners: null });
  });
});

describe('PUT /api/compliance/{clientId}/engagement', () => {
  it('creates the letter « À préparer », refuses « Signée » before the identity is verified, saying what is missing, then signs it', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Lettre SARL' });
    const created = await putEngagement(clientId, { missions: ['tenue', 'fiscal'], fees: 2400, feesMode: 'forfait', startDate: '2026-01-01' });
    expect((created.json as ComplianceFile).engagement).toEqual({
      status: 'a_preparer',
      missions: ['tenue', 'fiscal'],
      missionsOther: null,
      fees: 2400,
      feesMode: 'forfait',
      startDate: '2026-01-01',
      tacitRenewal: true,
      signedAt: null,
    });

    const refused = await putEngagement(clientId, { status: 'signee', signedAt: '2026-01-20' });
    const message = COMPLIANCE_MESSAGES.identityRequiredForSignature("l'identité du client n'est pas vérifiée (date de vérification et pièce vérifiée)");
    expect(refused).toMatchObject({ status: 400, json: { error: { message, issues: [{ path: 'status', message }] } } });
    await putKyc(clientId, { identityVerifiedAt: '2026-01-15' });
    expect(errorOf(await putEngagement(clientId, { status: 'signee', signedAt: '2026-01-20' })).message).toBe(
      COMPLIANCE_MESSAGES.identityRequiredForSignature("la pièce d'identité vérifiée n'est pas indiquée"),
    );
    await putKyc(clientId, { identityDocument: "Carte d'identité du gérant" });
    expect(errorOf(await putEngagement(clientId, { status: 'signee' })).message).toBe(COMPLIANCE_MESSAGES.signedAtRequired);

    const signed = await putEngagement(clientId, { status: 'signee', signedAt: '2026-01-20' });
    expect(signed.status).toBe(200);
    expect((signed.json as ComplianceFile).engagement).toMatchObject({ status: 'signee', signedAt: '2026-01-20' });
    expect(await journal(clientId)).toContainEqual(['engagement_letter', 'status', 'a_preparer', 'signee', 'Camille Dupont']);
    expect(await journal(clientId)).toContainEqual(['engagement_letter', 'missions', null, 'Tenue comptable, Fiscal', 'Camille Dupont']);
  });

  it('asks for the « Autre » mission’s text, and drops it when « Autre » goes', async () => {
    const clientId = await t.insertClient();
    expect(errorOf(await putEngagement(clientId, { missions: ['autre'] })).message).toBe(COMPLIANCE_MESSAGES.otherMissionRequired);
    await putEngagement(clientId, { missions: ['autre'], missionsOther: 'Audit contractuel' });
    const dropped = await putEngagement(clientId, { missions: ['conseil'] });
    expect((dropped.json as ComplianceFile).engagement).toMatchObject({ missions: ['conseil'], missionsOther: null });
  });
});

describe('GET /api/compliance', () => {
  it('lists the written files with their gaps, and patches a client’s row by ?clients=', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Liste EURL', classification: 'EURL' });
    await putKyc(clientId, { vigilance: 'standard', assessedAt: '2026-01-10' });
    const list = await camille.get('/api/compliance');
    expect(list.status).toBe(200);
    const row = (list.json as { clients: ComplianceRow[] }).clients.find((r) => r.clientId === clientId);
    expect(row).toMatchObject({ vigilance: 'standard', nextReviewAt: '2028-01-10', endedAt: null, gaps: ['lettre_absente', 'identite_non_verifiee', 'beneficiaires_manquants'] });

    await putEngagement(clientId, { status: 'envoyee' });
    const patched = await camille.get(`/api/compliance?clients=${clientId}`);
    expect((patched.json as { clients: ComplianceRow[] }).clients).toEqual([expect.objectContaining({ clientId, engagementStatus: 'envoyee' })]);
    const again = await camille.get('/api/compliance');
    expect((again.json as { clients: ComplianceRow[] }).clients.find((r) => r.clientId === clientId)).toMatchObject({ engagementStatus: 'envoyee' });
  });

  it('answers 304 while nothing changed; a write, then the client’s deletion, show in the next list (its file kept, ended)', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Cache SARL' });
    await putKyc(clientId, { vigilance: 'standard', assessedAt: '2026-01-10' });
    const first = await camille.get('/api/compliance');
    const etag = first.headers.get('etag') ?? '';
    expect((await camille.request('GET', '/api/compliance', undefined, { 'if-none-match': etag })).status).toBe(304);

    await putEngagement(clientId, { status: 'envoyee' });
    const written = await camille.request('GET', '/api/compliance', undefined, { 'if-none-match': etag });
    expect(written.status).toBe(200);
    const rowOf = (response: { json: unknown }) => (response.json as { clients: ComplianceRow[] }).clients.find((r) => r.clientId === clientId);
    expect(rowOf(written)).toMatchObject({ engagementStatus: 'envoyee', endedAt: null });

    expect((await camille.request('DELETE', `/api/clients/${clientId}`)).status).toBe(204);
    const ended = await camille.get('/api/compliance');
    expect(rowOf(ended)).toMatchObject({ raisonSociale: 'Cache SARL', vigilance: 'standard', engagementStatus: 'envoyee', endedAt: expect.any(String), gaps: [] });
    expect((await file(clientId)).endedAt).toEqual(expect.any(String));
    // An ended file is kept, not written.
    expect((await putKyc(clientId, { vigilance: 'renforcee' })).status).toBe(404);
  });

  it('answers 404 for the file of an unknown client', async () => {
    expect((await camille.get(`/api/compliance/${MISSING_ID}`)).status).toBe(404);
  });
});
