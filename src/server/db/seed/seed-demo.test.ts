import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, getTableName } from 'drizzle-orm';
import { PLATFORM_IDS } from '../../../shared/e-invoicing/platforms.ts';
import { COMPANY_CATEGORIES, type CompanyCategory, type ReadinessStatus } from '../../../shared/e-invoicing/statuses.ts';
import { isValidSiret } from '../../../shared/siret.ts';
import { TASK_PRIORITIES, TASK_STATUSES, TASK_TYPES } from '../../../shared/tasks.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findTableAnalyses } from '../analyze.ts';
import {
  bankChanges,
  clientAuthorizations,
  clientCollaborators,
  clientEInvoicing,
  clientObligations,
  clients,
  tasks,
  trackingYears,
  users,
  yearlyTracking,
} from '../schema/index.ts';
import { makeClients } from './make-clients.ts';
import { createRandom } from './random.ts';
import { makeFiscalProfile } from './make-fiscal-profile.ts';
import { makeEInvoicing } from './make-e-invoicing.ts';
import { checkObligationProfile } from '../../../shared/obligations/consistency.ts';
import { DEMO_PASSWORD, seedDemo, type SeedDemoResult } from './seed-demo.ts';

let t: TestApp;
let first: SeedDemoResult;
const progress: string[] = [];
// A pinned clock: the same seed then gives the same firm on any day, and the checks on dates below
// hold their preconditions (a Monday in March: part of the year's obligations already due).
const now = new Date('2026-03-16T09:00:00Z');
const today = '2026-03-16';

beforeAll(async () => {
  t = await createTestApp();
  first = await seedDemo({ db: t.db, clients: 30, tasks: 100, users: 4, seed: 42, now, onProgress: (line) => progress.push(line) });
});
afterAll(() => t.close());

describe('seedDemo on a fresh database', () => {
  it('writes the requested firm and reports its progress in French', async () => {
    expect(first).toMatchObject({ users: 4, usersCreated: 4, clients: 30, tasks: 100 });
    expect(await t.db.$count(clients)).toBe(30);
    expect(await t.db.$count(tasks)).toBe(100);
    expect(progress.some((line) => line.startsWith('Tâches : 100 / 100'))).toBe(true);
  });

  it('creates one admin and staff who sign in with the demo password', async () => {
    const staff = await t.db.select().from(users).orderBy(asc(users.email));
    expect(staff.map((user) => user.role).sort()).toEqual(['admin', 'collaborateur', 'collaborateur', 'stagiaire']);
    expect(staff.find((user) => user.role === 'admin')?.email).toBe('admin@cabinet.test');
    for (const user of staff) expect(user.email).toMatch(/^[a-z0-9.-]+@cabinet\.test$/);
    const collaborateur = staff.find((user) => user.role === 'collaborateur');
    for (const email of ['admin@cabinet.test', collaborateur?.email ?? '']) {
      const client = t.client();
      await client.signIn(email, DEMO_PASSWORD);
      expect((await client.get('/api/me')).status).toBe(200);
    }
  });

  it('gives every client a valid, distinct SIRET, a number, a closing date and French accents', async () => {
    const rows = await t.db.select().from(clients).orderBy(asc(clients.numeroClient));
    for (const row of rows) expect(isValidSiret(row.siret ?? '')).toBe(true);
    expect(new Set(rows.map((row) => row.siret)).size).toBe(30);
    expect(rows.map((row) => row.numeroClient)).toEqual(Array.from({ length: 30 }, (_, i) => `C${String(i + 1).padStart(5, '0')}`));
    for (const row of rows) {
      expect(row.dateCloture).toMatch(/^2026-(12-31|03-31|06-30|09-30)$/);
      expect(row.codePostal).toMatch(/^\d{5}$/);
    }
    expect(rows.filter((row) => /[À-ÿ]/.test(row.raisonSociale)).length).toBeGreaterThan(5);
  });

  it('assigns one or two collaborators to each client', async () => {
    const rows = await t.db.select().from(clientCollaborators);
    const perClient = new Map<string, number>();
    for (const row of rows) perClient.set(row.clientId, (perClient.get(row.clientId) ?? 0) + 1);
    expect(perClient.size).toBe(30);
    for (const n of perClient.values()) expect([1, 2]).toContain(n);
  });

  it('covers every task status, priority and type, consistently', async () => {
    const rows = await t.db.select().from(tasks);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(TASK_STATUSES));
    expect(new Set(rows.map((row) => row.priority))).toEqual(new Set(TASK_PRIORITIES));
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(TASK_TYPES));
    for (const row of rows) {
      expect(row.recurrenceFrequency !== null).toBe(row.type === 'recurrente');
      expect(row.completedAt !== null).toBe(row.status === 'termine');
      expect(row.completedAt?.getTime() ?? 0).toBeLessThanOrEqual(now.getTime());
      expect(row.createdBy).not.toBeNull();
    }
    expect(rows.some((row) => row.dueDate === null)).toBe(true);
    expect(rows.some((row) => row.dueDate && row.dueDate.getTime() < now.getTime())).toBe(true);
  });

  it('writes recurring tasks as the app does: each in a series, each completed occurrence followed by the next', async () => {
    const rows = await t.db.select().from(tasks).orderBy(asc(tasks.dueDate));
    for (const row of rows) expect(row.seriesId !== null).toBe(row.type === 'recurrente');
    // Each series in due-date order, as completing one occurrence after another made it.
    const series = new Map<string, (typeof rows)[number][]>();
    for (const row of rows) if (row.seriesId) series.set(row.seriesId, [...(series.get(row.seriesId) ?? []), row]);

    let completed = 0;
    for (const [seriesId, occurrences] of series) {
      // The task that started the series gave it its id, as tasks-create.service.ts does.
      expect(occurrences[0]?.id).toBe(seriesId);
      occurrences.forEach((done, i) => {
        if (done.status !== 'termine' || !done.dueDate || !done.recurrenceFrequency) return;
        completed++;
        const next = occurrences[i + 1];
        expect(next?.dueDate?.getTime()).toBeGreaterThan(done.dueDate.getTime());
        expect(next).toMatchObject({ title: done.title, clientId: done.clientId, assignedTo: done.assignedTo, createdAt: done.completedAt });
      });
      // Only the last occurrence may still be open: completing it is what would create the next.
      expect(occurrences.slice(0, -1).every((row) => row.status === 'termine')).toBe(true);
    }
    expect(completed).toBeGreaterThan(0);
  });

  it('repeats a series one period later at the same time, on the series’ day', async () => {
    const rows = await t.db
      .select({ title: tasks.title, client: clients.raisonSociale, dueDate: tasks.dueDate, status: tasks.status })
      .from(tasks)
      .innerJoin(clients, eq(clients.id, tasks.clientId))
      .orderBy(asc(tasks.dueDate));
    const seriesOf = (title: string, client: string) =>
      rows.filter((row) => row.title === title && row.client === client).map((row) => `${row.dueDate?.toISOString()} ${row.status}`);
    // Seed 42 on 16 March 2026: dates read off the calendar (11:45 and 17:45 in Paris, summer time).
    expect(seriesOf('Rapprochement bancaire', 'Atelier Hébert & Filles')).toEqual([
      '2026-04-17T09:45:00.000Z termine',
      '2026-04-24T09:45:00.000Z termine',
      '2026-05-01T09:45:00.000Z en_attente',
    ]);
    expect(seriesOf('Bulletins de paie', 'Agence immobilière Clément EURL')).toEqual([
      '2026-04-19T15:45:00.000Z termine',
      '2026-05-19T15:45:00.000Z termine',
      '2026-06-19T15:45:00.000Z a_faire',
    ]);
    // The 30th of a 30-day month stays the 30th; the 28 February of a yearly one stays the 28th.
    expect(seriesOf('Bulletins de paie', 'Béatrice Marchand Traduction')).toEqual(['2026-04-30T10:30:00.000Z termine', '2026-05-30T10:30:00.000Z a_faire']);
    expect(seriesOf('Bilan annuel', 'Atelier Hébert & Filles')).toEqual(['2026-02-28T11:30:00.000Z termine', '2027-02-28T11:30:00.000Z a_faire']);
  });

  it('leaves the tables it wrote analysed, so the first queries are planned on real statistics', async () => {
    const written = [clients, clientCollaborators, tasks, clientAuthorizations, yearlyTracking, bankChanges, clientEInvoicing, users, clientObligations].map((table) =>
      getTableName(table),
    );
    for (const [table, analysis] of Object.entries(await findTableAnalyses(t.db, written))) {
      expect({ table, analysed: analysis.lastAnalyze !== null }).toEqual({ table, analysed: true });
    }
  });

  it('fills the follow-up screens for active clients only', async () => {
    const active = new Set(
      (await t.db.select().from(clients)).filter((row) => row.status === 'actif').map((row) => row.id),
    );
    const authorizations = await t.db.select().from(clientAuthorizations);
    expect(authorizations.length).toBeGreaterThan(0);
    for (const row of authorizations) {
      expect(active.has(row.clientId)).toBe(true);
      expect(row.authorizationDate !== null).toBe(row.status === 'ok_client');
    }
    const year = 2026;
    expect(await t.db.$count(trackingYears)).toBe(4);
    const tracking = await t.db.select().from(yearlyTracking);
    expect(tracking).toHaveLength(active.size * 4);
    expect(new Set(tracking.map((row) => row.year))).toEqual(new Set([year - 1, year]));
    const changes = await t.db.select().from(bankChanges);
    expect(changes.length).toBeGreaterThanOrEqual(3);
    const names = new Map((await t.db.select().from(clients)).map((row) => [row.id, row.raisonSociale]));
    for (const change of changes) expect(change.clientName).toBe(names.get(change.clientId ?? ''));
  });

  it('gives active clients their obligations, most past ones marked fait by one of their collaborators', async () => {
    const rows = await t.db.select().from(clients);
    const active = new Set(rows.filter((row) => row.status === 'actif').map((row) => row.id));
    const obligations = await t.db.select().from(clientObligations);
    expect(obligations).toHaveLength(first.obligations);
    expect(obligations.length).toBeGreaterThan(active.size * 5);
    for (const row of obligations) expect(active.has(row.clientId)).toBe(true);
    // The e-invoicing échéances follow their records instead (the next test).
    const done = obligations.filter((row) => row.status === 'fait' && row.kind !== 'e_invoicing_reception' && row.kind !== 'e_invoicing_issuing');
    expect(done).toHaveLength(first.obligationsDone);
    for (const row of done) {
      // A liasse is done once its mission's « Liasse télétransmise » is (issue 24), ahead of its date or not.
      expect(row.kind === 'liasse' || row.dueDate < today).toBe(true);
      expect(row.statusBy).not.toBeNull();
    }
    // Before mid-January nothing of the window is due yet; from then on, most is done, some is late.
    const past = obligations.filter((row) => row.dueDate < today);
    expect(past.length).toBeGreaterThanOrEqual(20);
    const donePast = done.filter((row) => row.dueDate < today);
    expect(donePast.length).toBeGreaterThan(past.length / 2);
    expect(donePast.length).toBeLessThan(past.length);
    expect(rows.some((row) => row.regimeImposition === 'is') && rows.some((row) => row.regimeImposition?.startsWith('ir_'))).toBe(true);
  });

  it('gives each active client a Facturation électronique record, its échéances following the statuses', async () => {
    const active = new Set((await t.db.select().from(clients)).filter((row) => row.status === 'actif').map((row) => row.id));
    const records = await t.db.select().from(clientEInvoicing);
    expect(records).toHaveLength(first.eInvoicing);
    expect(new Set(records.map((row) => row.clientId))).toEqual(active);
    // Prêt closes the échéance, pas concerné says so, anything else leaves it to do (e-invoicing-obligations.ts).
    const expected: Record<ReadinessStatus, string> = { pret: 'fait', pas_concerne: 'pas_concerne', a_faire: 'a_faire', en_cours: 'a_faire' };
    const reception = await t.db
      .select({ clientId: clientObligations.clientId, status: clientObligations.status })
      .from(clientObligations)
      .where(and(eq(clientObligations.kind, 'e_invoicing_reception'), eq(clientObligations.period, '2026')));
    expect(reception.length).toBeGreaterThan(active.size / 2);
    const byClient = new Map(records.map((row) => [row.clientId, row]));
    for (const row of reception) expect({ clientId: row.clientId, status: row.status }).toEqual({ clientId: row.clientId, status: expected[byClient.get(row.clientId)?.receptionStatus ?? 'a_faire'] });
  });

  it('adds new clients on a second run and reuses the staff', async () => {
    const second = await seedDemo({ db: t.db, clients: 10, tasks: 5, users: 4, seed: 42, now });
    expect(second).toMatchObject({ users: 4, usersCreated: 0, clients: 10, tasks: 5 });
    expect(await t.db.$count(users)).toBe(4);
    const rows = await t.db.select({ numero: clients.numeroClient, siret: clients.siret }).from(clients);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((row) => row.numero)).size).toBe(40);
    expect(new Set(rows.map((row) => row.siret)).size).toBe(40);
    expect(rows.map((row) => row.numero)).toContain('C00040');
  });
});

describe('the generator', () => {
  it('gives the same clients for the same seed, and others for another seed', () => {
    const make = (seed: number) =>
      makeClients({ random: createRandom(seed), count: 50, firstNumber: 1, year: 2026, softwareIds: ['a', 'b'], takenSirets: new Set() }).map(
        ({ id: _id, ...rest }) => rest,
      );
    expect(make(7)).toEqual(make(7));
    expect(make(8)).not.toEqual(make(7));
  });

  it('gives fiscal profiles that make sense (checkObligationProfile) and mix every regime', () => {
    const random = createRandom(42);
    const drafts = makeClients({ random, count: 3_000, firstNumber: 1, year: 2026, softwareIds: [], takenSirets: new Set() });
    const profiles = drafts.map((client) => ({ ...client, ...makeFiscalProfile({ random, client, today: '2026-06-15' }) }));
    const issues = profiles.flatMap((profile) =>
      checkObligationProfile({ ...profile, classification: profile.classification ?? null, dateCloture: profile.dateCloture ?? null, codePostal: profile.codePostal ?? null, siret: profile.siret ?? null }),
    );
    expect(issues).toEqual([]);
    expect(new Set(profiles.map((profile) => profile.regimeTva))).toEqual(new Set(['franchise', 'mensuel', 'trimestriel', 'simplifie', null]));
    expect(new Set(profiles.map((profile) => profile.employeur))).toEqual(new Set(['non', 'moins_50', 'plus_50']));
    expect(profiles.some((profile) => profile.cvae === 'oui' && profile.cfeAcompte === 'oui' && profile.jourTva !== null)).toBe(true);
    expect(profiles.every((profile) => profile.dateCreation === null || profile.dateCreation <= '2026-06-15')).toBe(true);
  });

  it('draws a Facturation électronique campaign under way: reception mostly ready, issuing ahead for GE and ETI, a quarter without a platform', () => {
    const random = createRandom(42);
    const categories: (CompanyCategory | null)[] = [...COMPANY_CATEGORIES, null];
    const clientsIn = Array.from({ length: 5_000 }, (_, i) => ({ id: `c${i}`, categorieEntreprise: categories[i % categories.length] ?? null }));
    const staff = [{ id: 'u1', fullName: 'Camille Dupont' }, { id: 'u2', fullName: 'Benoît Leroy' }];
    const records = makeEInvoicing({ random, clients: clientsIn, staff, today, now });
    const share = (keep: (row: (typeof records)[number]) => boolean, rows = records) => rows.filter(keep).length / rows.length;
    const near = (value: number, target: number) => expect(Math.abs(value - target)).toBeLessThan(0.03);

    near(share((row) => row.receptionStatus === 'pret'), 0.55);
    near(share((row) => row.receptionStatus === 'en_cours'), 0.2);
    near(share((row) => row.receptionStatus === 'a_faire'), 0.2);
    near(share((row) => row.receptionStatus === 'pas_concerne'), 0.05);
    const category = (which: readonly (CompanyCategory | null)[]) => records.filter((_, i) => which.includes(clientsIn[i]?.categorieEntreprise ?? null));
    expect(share((row) => row.issuingStatus === 'a_faire', category(['pme', 'micro']))).toBeGreaterThan(0.5);
    expect(share((row) => row.issuingStatus === 'pret', category(['ge', 'eti']))).toBeGreaterThan(0.3);
    expect(share((row) => row.issuingStatus === 'pret', category(['pme', 'micro']))).toBeLessThan(0.1);
    near(share((row) => row.platform === null), 0.25);
    near(share((row) => row.platform === 'autre'), 0.1);
    expect(new Set(records.map((row) => row.platform)).size).toBeGreaterThan(PLATFORM_IDS.length / 2);

    // Each record agrees with itself; the list names the rows that do not.
    const dated = (date: string | null | undefined) => !date || (date >= '2025-09-01' && date <= today);
    const contradictions = records.flatMap((row, i) =>
      [
        row.platform !== null && row.platform !== undefined && !PLATFORM_IDS.includes(row.platform) && 'plateforme inconnue',
        (row.platformOther != null) !== (row.platform === 'autre') && '« Autre » et son nom',
        row.receptionStatus === 'pret' && row.platform == null && 'prêt à recevoir sans plateforme',
        row.issuingStatus === 'pret' && row.receptionStatus !== 'pret' && 'prêt à émettre sans pouvoir recevoir',
        (row.receptionDate != null) !== (row.receptionStatus === 'pret') && 'date de réception',
        (row.issuingDate != null) !== (row.issuingStatus === 'pret') && "date d'émission",
        row.designationStatus !== 'aucun' && row.delegationStatus !== 'signe' && 'désignation sans délégation signée',
        row.directoryCheckedAt != null && row.designationStatus !== 'signe' && 'annuaire sans désignation signée',
        ![row.receptionDate, row.issuingDate, row.delegationDate, row.designationDate, row.directoryCheckedAt].every(dated) && 'date hors campagne',
        (row.designationDate ?? '9') < (row.delegationDate ?? '') && 'désignation avant délégation',
        (row.lastReminderBy == null) !== (row.lastReminderAt == null) && 'relance sans auteur',
      ]
        .filter((problem) => problem !== false)
        .map((problem) => `${i} : ${problem}`),
    );
    expect(contradictions).toEqual([]);
    expect(makeEInvoicing({ random: createRandom(42), clients: clientsIn, staff, today, now })).toEqual(records);
  });

  it('keeps 10,000 generated names mostly distinct', () => {
    const rows = makeClients({ random: createRandom(42), count: 10_000, firstNumber: 1, year: 2026, softwareIds: [], takenSirets: new Set() });
    expect(new Set(rows.map((row) => row.raisonSociale)).size).toBeGreaterThan(8_000);
    expect(new Set(rows.map((row) => row.siret)).size).toBe(10_000);
  });
});
