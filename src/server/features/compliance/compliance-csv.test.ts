import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ClientCsvColumnsAnswer, ImportEvent, ImportPreview, ImportResult } from '../../../shared/clients-import.ts';
import { COMPLIANCE_MESSAGES, type ComplianceRow } from '../../../shared/compliance/api.ts';
import { DEFAULT_REVIEW_PERIODS, nextReviewDate } from '../../../shared/compliance/review-periods.ts';
import { toExcelCsv } from '../../../shared/csv-export.ts';
import { parisToday } from '../../../shared/dates.ts';
import { luhnCheckDigit } from '../../../shared/siret.ts';
import { activityLog, clientKyc, clients, engagementLetters } from '../../db/schema/index.ts';
import { createSignedInApp } from '../../testing/signed-in-app.ts';
import { missingForSignature } from './compliance-rules.ts';
import { NO_KYC } from './kyc-record.ts';

// The clients' CSV import and export carry Conformité's `vigilance` and `lettre_mission_statut`
// (issue 25), with the rules of the compliance writes.

const { t, camille } = await createSignedInApp();
afterAll(() => t.close());

let next = 0;
/** A fresh SIRET that passes Luhn, so that each test's clients are its own. */
const newSiret = () => {
  const base = `4420000${String(next++).padStart(6, '0')}`;
  return base + luhnCheckDigit(base);
};

const csv = (rows: string[][]) => rows.map((cells) => cells.join(';')).join('\r\n') + '\r\n';
const csvHeaders = { 'content-type': 'text/csv', 'x-file-name': 'clients.csv' };

async function runImport(body: string, { update = false } = {}): Promise<ImportResult> {
  const response = await camille.request('POST', `/api/clients/import?update=${update}`, body, csvHeaders);
  expect(response.status).toBe(200);
  const last = JSON.parse(response.text.trim().split('\n').at(-1) ?? '{}') as ImportEvent;
  if (last.type !== 'result') throw new Error(`pas de résultat : ${response.text}`);
  const { type: _type, ...result } = last;
  return result;
}

const clientIdOf = async (siret: string) => (await t.db.select({ id: clients.id }).from(clients).where(eq(clients.siret, siret)))[0]?.id;
async function complianceRow(siret: string): Promise<ComplianceRow | undefined> {
  const response = await camille.get('/api/compliance');
  expect(response.status).toBe(200);
  const id = await clientIdOf(siret);
  return (response.json as { clients: ComplianceRow[] }).clients.find((row) => row.clientId === id);
}
const journal = async (clientId: string, entity: 'kyc' | 'engagement_letter') =>
  (await t.db.select().from(activityLog).where(and(eq(activityLog.clientId, clientId), eq(activityLog.entity, entity))).orderBy(activityLog.id)).map((entry) => [
    entry.field,
    entry.oldValue,
    entry.newValue,
    entry.userName,
  ]);
/** The import's refusal of a letter « Signée » without a verified identity: the compliance writes' own message. */
const signatureRefusal = COMPLIANCE_MESSAGES.identityRequiredForSignature(missingForSignature({ clientId: '', ...NO_KYC }) ?? '');

describe('importing vigilance and lettre_mission_statut', () => {
  it('recognises both columns in the preview', async () => {
    const response = await camille.request('POST', '/api/clients/import/preview', csv([['Raison sociale', 'SIRET', 'Vigilance', 'lettre_mission_statut'], ['A', newSiret(), 'standard', 'envoyee']]), csvHeaders);
    expect(response.status).toBe(200);
    const preview = response.json as ImportPreview;
    expect(preview.featureColumns).toEqual(['Vigilance', 'lettre_mission_statut']);
    expect(preview.ignoredColumns).toEqual([]);
  });

  it('writes codes and French labels alike: the level assessed today by the importer, its next review, the letter, journalled', async () => {
    const [a, b, c] = [newSiret(), newSiret(), newSiret()];
    const result = await runImport(
      csv([
        ['raison_sociale', 'siret', 'vigilance', 'lettre_mission_statut'],
        ['Alpha SAS', a, 'standard', 'envoyee'],
        ['Bêta SARL', b, 'RENFORCÉE', 'À préparer'],
        ['Gamma', c, '', ''],
      ]),
    );
    expect(result).toEqual({ imported: 3, updated: 0, skipped: 0, errors: [] });

    const today = parisToday();
    expect(await complianceRow(a)).toMatchObject({
      vigilance: 'standard',
      assessedAt: today,
      nextReviewAt: nextReviewDate({ vigilance: 'standard', assessedAt: today, lastReviewAt: null, periods: DEFAULT_REVIEW_PERIODS }),
      engagementStatus: 'envoyee',
    });
    expect(await complianceRow(b)).toMatchObject({ vigilance: 'renforcee', engagementStatus: 'a_preparer' });
    // Empty cells: nothing recorded.
    expect(await complianceRow(c)).toMatchObject({ vigilance: null, engagementStatus: null });

    const alpha = (await clientIdOf(a)) ?? '';
    const [kyc] = await t.db.select().from(clientKyc).where(eq(clientKyc.clientId, alpha));
    expect(kyc).toMatchObject({ assessedByName: 'Camille Dupont' });
    expect(await journal(alpha, 'kyc')).toContainEqual(['vigilance', null, 'standard', 'Camille Dupont']);
    expect(await journal(alpha, 'engagement_letter')).toContainEqual(['status', null, 'envoyee', 'Camille Dupont']);
  });

  it('refuses « signee » while the identity is not verified, with the compliance message, and writes nothing of that row', async () => {
    const [signed, other] = [newSiret(), newSiret()];
    const result = await runImport(
      csv([
        ['raison_sociale', 'siret', 'vigilance', 'lettre_mission_statut'],
        ['Signée trop tôt', signed, 'standard', 'signee'],
        ['Autre', other, 'simplifiee', ''],
      ]),
    );
    expect(result).toEqual({ imported: 1, updated: 0, skipped: 0, errors: [{ line: 2, reason: signatureRefusal }] });
    expect(await clientIdOf(signed)).toBeUndefined();
    expect(await complianceRow(other)).toMatchObject({ vigilance: 'simplifiee' });
  });

  it('signs an existing client’s letter once its identity is verified, dated today; an empty cell keeps the level', async () => {
    const siret = newSiret();
    const clientId = await t.insertClient({ raisonSociale: 'Delta SA', siret });
    expect((await camille.request('PUT', `/api/compliance/${clientId}/kyc`, { vigilance: 'standard', assessedAt: '2026-01-10', identityVerifiedAt: '2026-01-09', identityDocument: 'Kbis' })).status).toBe(200);

    const unverified = newSiret();
    const unverifiedId = await t.insertClient({ raisonSociale: 'Epsilon', siret: unverified });
    const result = await runImport(
      csv([
        ['raison_sociale', 'siret', 'vigilance', 'lettre_mission_statut', 'ville'],
        ['Delta SA', siret, '', 'Signée', 'Lyon'],
        ['Epsilon', unverified, 'renforcee', 'signee', 'Nantes'],
      ]),
      { update: true },
    );
    expect(result).toEqual({ imported: 0, updated: 1, skipped: 0, errors: [{ line: 3, reason: signatureRefusal }] });
    expect(await complianceRow(siret)).toMatchObject({ vigilance: 'standard', assessedAt: '2026-01-10', engagementStatus: 'signee', engagementSignedAt: parisToday() });
    // The refused row changed neither the client nor its file.
    expect((await t.db.select({ ville: clients.ville }).from(clients).where(eq(clients.id, unverifiedId)))[0]?.ville).toBeNull();
    expect(await t.db.select().from(clientKyc).where(eq(clientKyc.clientId, unverifiedId))).toEqual([]);
    expect(await t.db.select().from(engagementLetters).where(eq(engagementLetters.clientId, unverifiedId))).toEqual([]);
  });

  it('refuses an unknown value in French, naming the column and the accepted values', async () => {
    const [bad, worse] = [newSiret(), newSiret()];
    const result = await runImport(
      csv([
        ['raison_sociale', 'siret', 'vigilance', 'lettre_mission_statut'],
        ['Zêta', bad, 'haute', ''],
        ['Êta', worse, '', 'perdue'],
      ]),
    );
    expect(result.errors).toEqual([
      { line: 2, reason: 'Vigilance inconnue (colonne vigilance) : « haute » (simplifiee, standard, renforcee)' },
      { line: 3, reason: 'Statut de lettre de mission inconnu (colonne lettre_mission_statut) : « perdue » (a_preparer, envoyee, signee, resiliee)' },
    ]);
    expect(result.imported).toBe(0);
  });

  it('refuses a level for a client that is not active, as the compliance writes do', async () => {
    const siret = newSiret();
    const result = await runImport(csv([['raison_sociale', 'siret', 'statut', 'vigilance'], ['Thêta', siret, 'Prospect', 'standard']]));
    expect(result).toEqual({ imported: 0, updated: 0, skipped: 0, errors: [{ line: 2, reason: "Ce client n'est pas actif" }] });
  });
});

describe('exporting them', () => {
  it('answers each client’s codes under the two headers, and the file imports back unchanged', async () => {
    const [a, b] = [newSiret(), newSiret()];
    await runImport(
      csv([
        ['raison_sociale', 'siret', 'vigilance', 'lettre_mission_statut'],
        ['Iota', a, 'simplifiee', 'resiliee'],
        ['Kappa', b, 'renforcee', ''],
      ]),
    );
    const response = await camille.get('/api/clients/csv-columns');
    expect(response.status).toBe(200);
    const answer = response.json as ClientCsvColumnsAnswer;
    expect(answer.headers).toEqual(['vigilance', 'lettre_mission_statut']);
    const [iota, kappa] = [(await clientIdOf(a)) ?? '', (await clientIdOf(b)) ?? ''];
    expect(answer.values[iota]).toEqual(['simplifiee', 'resiliee']);
    expect(answer.values[kappa]).toEqual(['renforcee', null]);

    // The export's rows as the browser writes them (shared/csv-export.ts), imported back over the same clients.
    const exported = toExcelCsv(
      ['Raison sociale', 'SIRET', ...answer.headers],
      [
        ['Iota', a, ...(answer.values[iota] ?? [])],
        ['Kappa', b, ...(answer.values[kappa] ?? [])],
      ],
    );
    const before = await t.db.select().from(activityLog).where(inArray(activityLog.clientId, [iota, kappa]));
    expect(await runImport(exported, { update: true })).toEqual({ imported: 0, updated: 2, skipped: 0, errors: [] });
    expect(await t.db.select().from(activityLog).where(inArray(activityLog.clientId, [iota, kappa]))).toHaveLength(before.length);
    expect(await complianceRow(a)).toMatchObject({ vigilance: 'simplifiee', engagementStatus: 'resiliee' });
  });
});
