import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  bankChanges,
  clientAuthorizations,
  clientCollaborators,
  clients,
  software,
  tasks,
  trackingYears,
  yearlyTracking,
} from './schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The PostgreSQL error code behind a refused statement (Drizzle wraps the driver's error). */
async function pgCode(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    let current: unknown = error;
    while (current && typeof current === 'object') {
      if ('code' in current && typeof current.code === 'string') return current.code;
      current = 'cause' in current ? current.cause : undefined;
    }
    throw error;
  }
}

const newClient = async (raisonSociale = 'Boulangerie Lefèvre') => {
  const [row] = await t.db.insert(clients).values({ raisonSociale, siret: '73282932000074' }).returning();
  if (!row) throw new Error('client non créé');
  return row;
};

describe('data model', () => {
  it('starts with the common French accounting software, in display order', async () => {
    const rows = await t.db.select({ name: software.name }).from(software).orderBy(asc(software.displayOrder));
    expect(rows.map((r) => r.name)).toEqual(['Pennylane', 'MyUnisoft', 'ACD', 'Cegid Loop', 'Sage', 'EBP', 'Quadra', 'Inqom', 'Tiime', 'Autre']);
    expect(await pgCode(t.db.insert(software).values({ name: 'Sage', displayOrder: 99 }))).toBe('23505');
  });

  it('enforces the enumerations of SPEC §3 in the database', async () => {
    expect(await pgCode(t.db.execute(sql`INSERT INTO clients (raison_sociale, classification) VALUES ('X', 'SA')`))).toBe('22P02');
    expect(await pgCode(t.db.execute(sql`INSERT INTO clients (raison_sociale, status) VALUES ('X', 'archive')`))).toBe('22P02');
    expect(await pgCode(t.db.execute(sql`INSERT INTO tasks (title, priority) VALUES ('X', 'critique')`))).toBe('22P02');
  });

  it('keeps the recurrence frequency exactly for recurring tasks, and refuses blank names', async () => {
    expect(await pgCode(t.db.insert(tasks).values({ title: 'TVA', type: 'recurrente' }))).toBe('23514');
    expect(await pgCode(t.db.insert(tasks).values({ title: 'Bilan', type: 'ponctuelle', recurrenceFrequency: 'mois' }))).toBe('23514');
    expect(await pgCode(t.db.insert(tasks).values({ title: '   ' }))).toBe('23514');
    expect(await pgCode(t.db.insert(clients).values({ raisonSociale: ' ' }))).toBe('23514');
    expect(await pgCode(t.db.insert(tasks).values({ title: 'TVA', type: 'recurrente', recurrenceFrequency: 'mois' }))).toBeUndefined();
  });

  it('has one row per client and authorisation kind, per collaborator pair, per tracking year', async () => {
    const client = await newClient();
    const user = await t.createUser();
    await t.db.insert(clientAuthorizations).values({ clientId: client.id, kind: 'urssaf' });
    expect(await pgCode(t.db.insert(clientAuthorizations).values({ clientId: client.id, kind: 'urssaf' }))).toBe('23505');
    await t.db.insert(clientCollaborators).values({ clientId: client.id, collaboratorId: user.id });
    expect(await pgCode(t.db.insert(clientCollaborators).values({ clientId: client.id, collaboratorId: user.id }))).toBe('23505');
    await t.db.insert(trackingYears).values({ kind: 'cfe', year: 2026 });
    expect(await pgCode(t.db.insert(trackingYears).values({ kind: 'cfe', year: 2026 }))).toBe('23505');
    expect(await pgCode(t.db.insert(trackingYears).values({ kind: 'cfe', year: 1999 }))).toBe('23514');
    // A tracking row needs its year to exist for that kind.
    expect(await pgCode(t.db.insert(yearlyTracking).values({ clientId: client.id, kind: '3en1', year: 2026 }))).toBe('23503');
  });

  it('deletes a client with its assignments, authorisations and tracking, and keeps its tasks', async () => {
    const client = await newClient('SCI Les Érables');
    const user = await t.createUser();
    await t.db.insert(clientCollaborators).values({ clientId: client.id, collaboratorId: user.id });
    await t.db.insert(clientAuthorizations).values({ clientId: client.id, kind: 'impots', status: 'ok_client' });
    await t.db.insert(trackingYears).values({ kind: '3en1', year: 2025 });
    await t.db.insert(yearlyTracking).values({ clientId: client.id, kind: '3en1', year: 2025, status: 'fait' });
    const [task] = await t.db.insert(tasks).values({ title: 'Liasse fiscale', clientId: client.id, assignedTo: user.id }).returning();
    const [change] = await t.db.insert(bankChanges).values({ clientName: client.raisonSociale, clientId: client.id, newBankName: 'Qonto' }).returning();

    await t.db.delete(clients).where(eq(clients.id, client.id));

    expect(await t.db.select().from(clientCollaborators).where(eq(clientCollaborators.clientId, client.id))).toEqual([]);
    expect(await t.db.select().from(clientAuthorizations).where(eq(clientAuthorizations.clientId, client.id))).toEqual([]);
    expect(await t.db.select().from(yearlyTracking).where(eq(yearlyTracking.clientId, client.id))).toEqual([]);
    const [kept] = await t.db.select().from(tasks).where(eq(tasks.id, task?.id ?? ''));
    expect(kept).toMatchObject({ title: 'Liasse fiscale', clientId: null, assignedTo: user.id });
    const [keptChange] = await t.db.select().from(bankChanges).where(eq(bankChanges.id, change?.id ?? ''));
    expect(keptChange).toMatchObject({ clientName: 'SCI Les Érables', clientId: null, ebicsStatus: 'a_faire' });
  });

  it('deletes a tracking year together with its rows', async () => {
    const client = await newClient('Garage Müller & Fils');
    await t.db.insert(trackingYears).values({ kind: 'cfe', year: 2024 });
    await t.db.insert(yearlyTracking).values({ clientId: client.id, kind: 'cfe', year: 2024 });
    await t.db.delete(trackingYears).where(sql`${trackingYears.kind} = 'cfe' AND ${trackingYears.year} = 2024`);
    expect(await t.db.select().from(yearlyTracking).where(eq(yearlyTracking.year, 2024))).toEqual([]);
  });

  it('searches accent-insensitively with the immutable unaccent wrapper and trigrams', async () => {
    await newClient('Société Générale');
    const rows = await t.db.execute<{ raison_sociale: string }>(
      sql`SELECT raison_sociale FROM clients WHERE f_unaccent(lower(raison_sociale)) LIKE '%societe generale%'`,
    );
    expect(rows.rows.map((r) => r.raison_sociale)).toEqual(['Société Générale']);
    // The name and numéro folded when written, and again when renamed.
    await t.db.execute(sql`UPDATE clients SET numero_client = 'ÉTÉ-01' WHERE raison_sociale = 'Société Générale'`);
    await t.db.execute(sql`UPDATE clients SET raison_sociale = 'Œuvres Sociétés' WHERE raison_sociale = 'Société Générale'`);
    const folded = await t.db.execute<{ name_folded: string; numero_folded: string }>(
      sql`SELECT name_folded, numero_folded FROM clients WHERE numero_client = 'ÉTÉ-01'`,
    );
    expect(folded.rows).toEqual([{ name_folded: 'oeuvres societes', numero_folded: 'ete-01' }]);
    const fuzzy = await t.db.execute<{ s: number }>(sql`SELECT similarity(f_unaccent('Société Générale'), 'societe genrale') AS s`);
    expect(Number(fuzzy.rows[0]?.s)).toBeGreaterThan(0.4);
  });

  it('backs the global search with trigram indexes on the unaccented client name and distinct task titles', async () => {
    const rows = await t.db.execute<{ indexname: string; indexdef: string }>(sql`
      SELECT indexname, indexdef FROM pg_indexes
      WHERE indexname IN ('clients_name_folded_trgm_idx', 'task_titles_folded_trgm_idx') ORDER BY indexname`);
    expect(rows.rows.map((r) => r.indexname)).toEqual(['clients_name_folded_trgm_idx', 'task_titles_folded_trgm_idx']);
    expect(rows.rows.map((r) => r.indexdef)).toEqual([
      expect.stringMatching(/USING gin \(name_folded gin_trgm_ops\)/),
      expect.stringMatching(/USING gin \(f_unaccent\(lower\(title\)\) gin_trgm_ops\)/),
    ]);
  });

  it('keeps one task_titles row per distinct title a task carries, inserted or renamed', async () => {
    await t.db.execute(sql`INSERT INTO tasks (title) VALUES ('Bilan annuel'), ('Bilan annuel'), ('Révision')`);
    await t.db.execute(sql`UPDATE tasks SET title = 'Révision générale' WHERE title = 'Révision'`);
    const rows = await t.db.execute<{ title: string }>(sql`
      SELECT title FROM task_titles WHERE title IN ('Bilan annuel', 'Révision', 'Révision générale') ORDER BY title`);
    expect(rows.rows.map((r) => r.title)).toEqual(['Bilan annuel', 'Révision', 'Révision générale']);
  });

  it('stores timestamps with their time zone', async () => {
    const rows = await t.db.execute<{ table_name: string; column_name: string; data_type: string }>(sql`
      SELECT table_name, column_name, data_type FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name IN ('created_at', 'updated_at', 'due_date', 'completed_at')
        -- An obligation's due date is a calendar day (the law's), not an instant: a date, on purpose.
        AND NOT (table_name = 'client_obligations' AND column_name = 'due_date')`);
    expect(rows.rows.length).toBeGreaterThan(10);
    expect(rows.rows.filter((r) => r.data_type !== 'timestamp with time zone')).toEqual([]);
  });
});
