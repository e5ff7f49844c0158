import { afterAll, assert, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { deriveObligations } from '../../../shared/obligations/derive.ts';
import { FISCAL_PROFILE_DEFAULTS } from '../../../shared/obligations/profile.ts';
import { clientObligations, clients, jobRuns } from '../../db/schema/index.ts';
import { regenerateObligations } from './regenerate-obligations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createLogger } from '../../logger.ts';
import { runObligationGeneration, startObligationJob } from './obligation-job.ts';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await t.createUser({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' })).id;
});
afterAll(() => t.close());

/** A SARL in Lyon at the IS, monthly TVA on the 19th, under 50 employees, CFE acompte: most rules at once. */
const sarl = {
  raisonSociale: 'Boulangerie Martin',
  siret: '73282932000074',
  classification: 'SARL',
  status: 'actif',
  dateCloture: '2025-12-31',
  codePostal: '69003',
  ...FISCAL_PROFILE_DEFAULTS,
  regimeImposition: 'is',
  regimeTva: 'mensuel',
  jourTva: 19,
  employeur: 'moins_50',
  cfeAcompte: 'oui',
  dateCreation: '2015-03-01',
} satisfies typeof clients.$inferInsert;


const rowsOf = (clientId: string) =>
  t.db
    .select({
      kind: clientObligations.kind,
      period: clientObligations.period,
      dueDate: clientObligations.dueDate,
      status: clientObligations.status,
      obsolete: clientObligations.obsolete,
      toleranceDate: clientObligations.toleranceDate,
      label: clientObligations.label,
    })
    .from(clientObligations)
    .where(eq(clientObligations.clientId, clientId))
    .orderBy(clientObligations.dueDate, clientObligations.kind, clientObligations.period);

const one = async (clientId: string, kind: typeof clientObligations.$inferSelect.kind, period: string) => {
  const [row] = await t.db
    .select()
    .from(clientObligations)
    .where(and(eq(clientObligations.clientId, clientId), eq(clientObligations.kind, kind), eq(clientObligations.period, period)));
  return row;
};

const setStatus = (clientId: string, kind: typeof clientObligations.$inferSelect.kind, period: string, values: Partial<typeof clientObligations.$inferInsert>) =>
  t.db
    .update(clientObligations)
    .set(values)
    .where(and(eq(clientObligations.clientId, clientId), eq(clientObligations.kind, kind), eq(clientObligations.period, period)));

describe('regenerateObligations', () => {
  it('stores what the rules give for the window, 1 January to today + 12 months, dated by the French rules', async () => {
    const id = await t.insertClient(sarl);
    const result = await regenerateObligations({ db: t.db, clientIds: [id], today: '2026-03-10' });
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(39);
    expect(result).toEqual({ clients: 1, upserted: 39, deleted: 0, flagged: 0 });
    expect(rows[0]).toMatchObject({ kind: 'dsn', period: '2025-12', dueDate: '2026-01-15' });
    expect(rows.at(-1)).toMatchObject({ kind: 'tva_ca3', period: '2027-01', dueDate: '2027-02-19' });
    const dated = (kind: string, period: string) => rows.find((row) => row.kind === kind && row.period === period);
    // 15 March 2026 is a Sunday: the first IS acompte moves to Monday 16 (CGI art. 1668).
    expect(dated('is_acompte', '2026-A1')).toMatchObject({ dueDate: '2026-03-16', label: 'Acompte IS n°1 — exercice 2026' });
    // The liasse for a 31/12 closing: 2nd business day after 1 May, with the online tolerance beside it.
    expect(dated('liasse', '2025')).toMatchObject({ dueDate: '2026-05-05', toleranceDate: '2026-05-20', label: 'Liasse fiscale 2065 — exercice 2025' });
    expect(dated('is_solde', '2025')?.dueDate).toBe('2026-05-15');
    // DSN of July (under 50): the 15th of August is a Saturday and a holiday, so Monday 17.
    expect(dated('dsn', '2026-07')?.dueDate).toBe('2026-08-17');
    // Company law does not roll: approval 6 months after closing, filing one month after.
    expect(dated('approbation', '2025')?.dueDate).toBe('2026-06-30');
    expect(dated('depot_comptes', '2025')?.dueDate).toBe('2026-07-30');
    expect(dated('cfe_acompte', '2026')?.dueDate).toBe('2026-06-15');
    // Subject to VAT: e-invoice reception from 1 September 2026; no category yet, so no issuing date.
    expect(dated('e_invoicing_reception', '2026')).toMatchObject({ dueDate: '2026-09-01', label: 'Réception des factures électroniques' });
    expect(rows.some((row) => row.kind === 'e_invoicing_issuing')).toBe(false);
    const key = (row: { kind: string; period: string; dueDate: string }) => `${row.kind}:${row.period}:${row.dueDate}`;
    expect(rows.map(key).sort()).toEqual(deriveObligations({ profile: sarl, from: '2026-01-01', to: '2027-03-10' }).map(key).sort());
  });

  it('never loses a status, a note or who set them, and rewrites nothing when nothing changed', async () => {
    const id = await t.insertClient({ ...sarl, raisonSociale: 'Statuts gardés' });
    await regenerateObligations({ db: t.db, clientIds: [id], today: '2026-03-10' });
    const at = new Date('2026-02-20T10:00:00Z');
    await setStatus(id, 'tva_ca3', '2026-01', { status: 'fait', statusBy: userId, statusAt: at });
    await setStatus(id, 'dsn', '2026-02', { note: 'Payée en avance' });
    const before = await one(id, 'tva_ca3', '2026-01');

    const again = await regenerateObligations({ db: t.db, clientIds: [id], today: '2026-03-10' });
    expect(again).toEqual({ clients: 1, upserted: 0, deleted: 0, flagged: 0 });
    expect(await one(id, 'tva_ca3', '2026-01')).toEqual(before);

    // A new CA3 day moves every CA3 date; the statuses and notes stay.
    await t.db.update(clients).set({ jourTva: 24 }).where(eq(clients.id, id));
    await regenerateObligations({ db: t.db, clientIds: [id], today: '2026-03-10' });
    expect(await one(id, 'tva_ca3', '2026-01')).toMatchObject({ dueDate: '2026-02-24', status: 'fait', statusBy: userId, statusAt: at });
    expect(await one(id, 'dsn', '2026-02')).toMatchObject({ note: 'Payée en avance', status: 'a_faire' });
  });

  it('removes what no longer applies while untouched, and keeps and flags it once followed, until it applies again', async () => {
    const id = await t.insertClient({ ...sarl, raisonSociale: 'Passage en franchise' });
    await regenerateObligations({ db: t.db, clientIds: [id], today: '2026-03-10' });
    await setStatus(id, 'tva_ca3', '2026-01', { status: 'fait' });
    await setStatus(id, 'tva_ca3', '2026-02', { note: 'Crédit de TVA à reporter' });

    await t.db.update(clients).set({ regimeTva: 'franchise', jourTva: null }).where(eq(clients.id, id));
    const result = await regenerateObligations({ db: t.db, clientIds: [id], today: '2026-03-10' });
    expect(result).toMatchObject({ deleted: 12, flagged: 2 });
    const ca3 = (await rowsOf(id)).filter((row) => row.kind === 'tva_ca3');
    expect(ca3.map((row) => [row.period, row.status, row.obsolete])).toEqual([
      ['2026-01', 'fait', true],
      ['2026-02', 'a_faire', true],
    ]);

    await t.db.update(clients).set({ regimeTva: 'mensuel', jourTva: 19 }).where(eq(clients.id, id));
    await regenerateObligations({ db: t.db, clientIds: [id], today: '2026-03-10' });
    expect(await one(id, 'tva_ca3', '2026-01')).toMatchObject({ status: 'fait', obsolete: false });
    expect((await rowsOf(id)).filter((row) => row.kind === 'tva_ca3')).toHaveLength(14);
  });

  it('gives an inactive client nothing: untouched rows go, followed ones stay flagged', async () => {
    const id = await t.insertClient({ ...sarl, raisonSociale: 'Client parti' });
    await regenerateObligations({ db: t.db, clientIds: [id], today: '2026-03-10' });
    await setStatus(id, 'is_acompte', '2026-A1', { status: 'fait' });
    await t.db.update(clients).set({ status: 'inactif' }).where(eq(clients.id, id));
    await regenerateObligations({ db: t.db, clientIds: [id], today: '2026-03-10' });
    expect((await rowsOf(id)).map((row) => [row.kind, row.period, row.status, row.obsolete])).toEqual([['is_acompte', '2026-A1', 'fait', true]]);
    const prospect = await t.insertClient({ ...sarl, raisonSociale: 'Prospect', status: 'prospect' });
    await regenerateObligations({ db: t.db, clientIds: [prospect], today: '2026-03-10' });
    expect(await rowsOf(prospect)).toEqual([]);
  });

  it('rolls the window: past years stay as history, the new months come in', async () => {
    const id = await t.insertClient({ ...sarl, raisonSociale: 'Fenêtre glissante' });
    await regenerateObligations({ db: t.db, clientIds: [id], today: '2026-03-10' });
    await regenerateObligations({ db: t.db, clientIds: [id], today: '2027-01-05' });
    const rows = await rowsOf(id);
    // The 2026 rows are before the new window (1 January 2027): kept as they were.
    expect(rows.find((row) => row.kind === 'tva_ca3' && row.period === '2026-01')).toBeDefined();
    // The window now ends on 5 January 2028: the last CA3 is November's (19 December 2027 is a Sunday).
    expect(rows.at(-1)).toMatchObject({ kind: 'tva_ca3', period: '2027-11', dueDate: '2027-12-20' });
  });
});

describe('the daily job', () => {
  it('regenerates every client once per pass, a second pass writes nothing, and one instance at a time runs it', async () => {
    const first = await runObligationGeneration({ database: t.database, today: '2026-03-10' });
    assert(first && first !== 'done', 'aucune passe');
    expect(first.clients).toBeGreaterThan(0);
    const second = await runObligationGeneration({ database: t.database, today: '2026-03-10' });
    expect(second).toMatchObject({ clients: first.clients, upserted: 0, deleted: 0, flagged: 0 });

    // Another instance holding the lock: this one skips its turn.
    const other = await t.database.pool.connect();
    try {
      await other.query('SELECT pg_advisory_lock(720515)');
      expect(await runObligationGeneration({ database: t.database, today: '2026-03-10' })).toBeNull();
      await other.query('SELECT pg_advisory_unlock(720515)');
    } finally {
      other.release();
    }
  });

  it('runs at start, then again only once the Paris day has changed', async () => {
    let day = '2026-03-10';
    let looks = 0;
    const logger = createLogger('silent');
    const passes = vi.spyOn(logger, 'info');
    const job = startObligationJob({ database: t.database, logger, build: '1.0.0 test', everyMs: 10, today: () => {
        looks += 1;
        return day;
      },
    });
    try {
      await vi.waitFor(() => expect(passes).toHaveBeenCalledTimes(1), { timeout: 15_000 });
      // Many more looks the same day: no second pass.
      const seen = looks;
      await vi.waitFor(() => expect(looks).toBeGreaterThan(seen + 5), { timeout: 15_000 });
      expect(passes).toHaveBeenCalledTimes(1);
      day = '2026-03-11';
      await vi.waitFor(() => expect(passes).toHaveBeenCalledTimes(2), { timeout: 15_000 });
    } finally {
      await job.stop();
    }
  });

  it('records a completed pass for its day and build: the same again is skipped, another day or build runs', async () => {
    const run = (today: string, build: string) => runObligationGeneration({ database: t.database, today, runKey: `${today} ${build}` });
    const recorded = async () => (await t.db.select().from(jobRuns).where(eq(jobRuns.name, 'obligations')))[0];
    expect(await run('2026-04-01', '1.0.0 A')).toMatchObject({ clients: expect.any(Number) });
    const done = await recorded();
    expect(done?.doneFor).toBe('2026-04-01 1.0.0 A');
    expect(await run('2026-04-01', '1.0.0 A')).toBe('done');
    expect((await recorded())?.doneAt).toEqual(done?.doneAt);
    expect(await run('2026-04-02', '1.0.0 A')).toMatchObject({ clients: expect.any(Number) });
    expect(await run('2026-04-02', '1.0.1 B')).toMatchObject({ clients: expect.any(Number) });
    expect((await recorded())?.doneFor).toBe('2026-04-02 1.0.1 B');
  });

  it('a restart the same day, of the same build, derives nothing', async () => {
    const start = () => {
      const logger = createLogger('silent');
      let looks = 0;
      const job = startObligationJob({ database: t.database, logger, build: '1.0.0 restart', everyMs: 10, today: () => {
          looks += 1;
          return '2026-05-04';
        },
      });
      return { job, passes: vi.spyOn(logger, 'info'), skips: vi.spyOn(logger, 'debug'), looks: () => looks };
    };
    const first = start();
    try {
      await vi.waitFor(() => expect(first.passes).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    } finally {
      await first.job.stop();
    }
    const regenerated = vi.spyOn(t.database.db, 'execute');
    const second = start();
    try {
      await vi.waitFor(() => expect(second.skips).toHaveBeenCalledTimes(1), { timeout: 15_000 });
      await vi.waitFor(() => expect(second.looks()).toBeGreaterThan(5), { timeout: 15_000 });
      expect(second.passes).not.toHaveBeenCalled();
      // The regeneration's statements go through `db`: none was sent.
      expect(regenerated).not.toHaveBeenCalled();
    } finally {
      await second.job.stop();
      regenerated.mockRestore();
    }
  });
});
