import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isCompany } from '../../../shared/compliance/api.ts';
import { gapsOf, type GapCode } from '../../../shared/compliance/gaps.ts';
import { DEFAULT_REVIEW_PERIODS, nextReviewDate } from '../../../shared/compliance/review-periods.ts';
import { minimumVigilance, proposedVigilance, vigilanceRank } from '../../../shared/compliance/vigilance.ts';
import { sniffMediaType } from '../../../shared/compliance/documents.ts';
import type { ComplianceRow } from '../../../shared/compliance/api.ts';
import { CLASSIFICATIONS } from '../../../shared/clients.ts';
import { documentFile } from '../../backup/document-store.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { clientDocuments, clientKyc, clientObligations, clients, engagementLetters } from '../schema/index.ts';
import { makeCompliance, makeDocuments } from './make-compliance.ts';
import { createRandom } from './random.ts';
import { seedDemo, type SeedDemoResult } from './seed-demo.ts';

// seed:demo's Conformité (issue 25): a realistic mix, gaps included, by the shared rules.

const today = '2026-03-16';
const staff = [{ id: '0b7f6a52-3c1d-4e8f-9a2b-1c3d4e5f6a01', fullName: 'Camille Dupont' }];

describe('makeCompliance', () => {
  const random = createRandom(7);
  const firm = Array.from({ length: 4000 }, (_, i) => ({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, classification: random.pick(CLASSIFICATIONS) }));
  const drafts = makeCompliance({ random: createRandom(42), clients: firm, staff, today });
  const documentKinds = new Map<string, string[]>();
  for (const document of makeDocuments({ random: createRandom(43), clients: firm, drafts, staff })) {
    documentKinds.set(document.clientId, [...(documentKinds.get(document.clientId) ?? []), document.kind]);
  }
  const share = (part: number) => part / firm.length;

  it('assesses most clients, mostly standard, some simplifiée, a few renforcée, each as its risk assessment allows', () => {
    expect(share(drafts.kyc.length)).toBeGreaterThan(0.88);
    expect(share(drafts.kyc.length)).toBeLessThan(0.95);
    const levels = drafts.kyc.map((file) => file.vigilance);
    const count = (level: string) => levels.filter((l) => l === level).length / levels.length;
    expect(count('standard')).toBeGreaterThan(0.6);
    expect(count('simplifiee')).toBeGreaterThan(0.15);
    expect(count('renforcee')).toBeGreaterThan(0.04);
    expect(count('renforcee')).toBeLessThan(0.12);
    for (const file of drafts.kyc) {
      if (!file.risk || !file.vigilance) throw new Error('dossier sans évaluation');
      expect(proposedVigilance(file.risk)).toBe(file.vigilance);
      expect(vigilanceRank(file.vigilance)).toBeGreaterThanOrEqual(vigilanceRank(minimumVigilance(file.risk)));
      expect(file.nextReviewAt).toBe(nextReviewDate({ vigilance: file.vigilance, lastReviewAt: file.lastReviewAt ?? null, assessedAt: file.assessedAt ?? null, periods: DEFAULT_REVIEW_PERIODS }));
      const days = [file.assessedAt, file.lastReviewAt, file.identityVerifiedAt].filter((day) => typeof day === 'string');
      expect(days.filter((day) => day > today)).toEqual([]);
    }
  });

  it('signs most letters, never for an identity not verified, and leaves the Contrôle qualité gaps a firm has', () => {
    const statuses = drafts.letters.map((letter) => letter.status);
    expect(statuses.filter((s) => s === 'signee').length / firm.length).toBeGreaterThan(0.7);
    expect(statuses).toContain('envoyee');
    expect(statuses).toContain('a_preparer');
    const files = new Map(drafts.kyc.map((file) => [file.clientId, file]));
    const owners = new Map<string, number>();
    for (const owner of drafts.owners) owners.set(owner.clientId, (owners.get(owner.clientId) ?? 0) + 1);
    for (const owner of drafts.owners) expect((owner.share ?? 0) > 0 && (owner.share ?? 0) <= 100).toBe(true);
    const letters = new Map(drafts.letters.map((letter) => [letter.clientId, letter]));
    const signedUnverified = drafts.letters.filter((letter) => letter.status === 'signee' && !files.get(letter.clientId)?.identityVerifiedAt);
    expect(signedUnverified).toEqual([]);
    const gaps = new Map<GapCode, number>();
    for (const client of firm) {
      const file = files.get(client.id);
      const found = gapsOf({
        isCompany: isCompany(client.classification),
        engagementStatus: letters.get(client.id)?.status ?? null,
        vigilance: file?.vigilance ?? null,
        identityVerifiedAt: file?.identityVerifiedAt ?? null,
        beneficialOwnersCount: owners.get(client.id) ?? 0,
        nextReviewAt: file?.nextReviewAt ?? null,
        documentKinds: documentKinds.get(client.id) ?? [],
        today,
      });
      for (const gap of found) gaps.set(gap, (gaps.get(gap) ?? 0) + 1);
    }
    for (const gap of ['lettre_absente', 'lettre_non_signee', 'vigilance_non_evaluee', 'identite_non_verifiee', 'beneficiaires_manquants', 'revue_en_retard', 'piece_manquante'] as const) {
      expect({ gap, some: (gaps.get(gap) ?? 0) > 0, few: (gaps.get(gap) ?? 0) < firm.length * 0.25 }).toEqual({ gap, some: true, few: true });
    }
  });
});

describe('seedDemo’s Conformité', () => {
  let t: TestApp;
  let result: SeedDemoResult;
  const documentsFolder = join(mkdtempSync(join(tmpdir(), 'cabinet-seed-documents-')), 'documents');
  beforeAll(async () => {
    t = await createTestApp();
    result = await seedDemo({ db: t.db, clients: 60, tasks: 10, users: 4, seed: 42, now: new Date('2026-03-16T09:00:00Z'), documentsFolder });
  });
  afterAll(async () => {
    await t.close();
    rmSync(join(documentsFolder, '..'), { recursive: true, force: true });
  });

  it('writes the active clients’ files and letters, and each file’s « Revue LCB-FT » échéance, a late one left to do', async () => {
    const active = (await t.db.select().from(clients)).filter((row) => row.status === 'actif');
    const files = await t.db.select().from(clientKyc);
    expect(result.compliance.files).toBe(files.length);
    expect(files.length).toBeGreaterThan(active.length * 0.7);
    expect(await t.db.$count(engagementLetters)).toBe(result.compliance.letters);
    const reviews = await t.db.select().from(clientObligations).where(eq(clientObligations.kind, 'revue_lcbft'));
    expect(reviews.map((row) => `${row.clientId} ${row.dueDate}`).sort()).toEqual(files.map((file) => `${file.clientId} ${file.nextReviewAt}`).sort());
    for (const review of reviews) expect(review.status).toBe('a_faire');
  });

  it('attaches most files’ documents, each a PDF as its row says, and leaves a few « Pièce justificative manquante »', async () => {
    const documents = await t.db.select().from(clientDocuments);
    expect(documents.length).toBe(result.compliance.documents);
    expect(new Set(documents.map((document) => document.kind))).toEqual(new Set(['kbis', 'identite', 'lettre_mission', 'rbe', 'questionnaire']));
    for (const document of documents) {
      const bytes = readFileSync(documentFile(documentsFolder, document.storageKey));
      expect({ type: sniffMediaType(bytes), size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') }).toEqual({
        type: document.mediaType,
        size: document.size,
        sha256: document.sha256,
      });
    }
    const { client: admin } = await t.signedIn({ email: 'controle@cabinet.test', role: 'admin' });
    const { clients: rows } = (await admin.get('/api/compliance')).json as { clients: ComplianceRow[] };
    const missing = rows.filter((row) => row.gaps.includes('piece_manquante')).length;
    expect(missing).toBeGreaterThan(0);
    expect(missing).toBeLessThan(rows.length * 0.25);
  });
});
