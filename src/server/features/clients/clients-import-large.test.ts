import { count, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImportEvent } from '../../../shared/clients-import.ts';
import { buildSiret } from '../../../shared/siret.ts';
import { findTableAnalyses } from '../../db/analyze.ts';
import { clients } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.signedIn()).client.cookieHeader();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(clients);
});

const countClients = async () => (await t.db.select({ n: count() }).from(clients))[0]?.n;

/** A French-Excel-style file (Windows-1252, ;, CRLF) of `rows` valid clients. */
function bigFile(rows: number, nameOf = (i: number) => `Société Générale n°${i}`): Uint8Array<ArrayBuffer> {
  const lines = ['N° client;Raison sociale;SIRET;Classification;Statut;Date de clôture;Code postal;Ville;Logiciel'];
  for (let i = 0; i < rows; i++) {
    const siret = buildSiret({ sirenBody: String(10_000_000 + i), nicBody: '0001' });
    lines.push(`C${String(i).padStart(5, '0')};${nameOf(i)};${siret};SARL;actif;31/12/2025;${i % 2 ? '1000' : '75001'};Orléans;Sage`);
  }
  return new Uint8Array(iconv.encode(lines.join('\r\n') + '\r\n', 'windows-1252'));
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return t.app.request(path, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'text/csv', 'x-file-name': 'clients.csv', ...headers },
    body,
    // Needed by fetch for a streamed request body.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function events(response: Response): Promise<ImportEvent[]> {
  expect(response.status).toBe(200);
  return (await response.text()).trim().split('\n').map((line) => JSON.parse(line) as ImportEvent);
}

describe('a 10,000-row file', () => {
  it('imports every row in one request, with progress lines along the way', async () => {
    const all = await events(await post('/api/clients/import', bigFile(10_000)));
    const progress = all.filter((e) => e.type === 'progress');
    expect(progress.length).toBeGreaterThan(5);
    expect(progress.at(-1)).toEqual({ type: 'progress', done: 10_000, total: 10_000 });
    expect(all.at(-1)).toEqual({ type: 'result', imported: 10_000, updated: 0, skipped: 0, errors: [] });
    expect(await countClients()).toBe(10_000);
    const fixed = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM clients WHERE code_postal = '01000'`);
    expect(fixed.rows[0]?.n).toBe(5_000);

    const again = await events(await post('/api/clients/import?update=true', bigFile(10_000, (i) => `Société Nouvelle n°${i}`)));
    expect(again.at(-1)).toEqual({ type: 'result', imported: 0, updated: 10_000, skipped: 0, errors: [] });
    const renamed = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM clients WHERE raison_sociale LIKE 'Société Nouvelle%'`);
    expect(renamed.rows[0]?.n).toBe(10_000);
  });
});

describe('statistics after a large import', () => {
  /** When each table filled by an import was last analysed by an ANALYZE (0: never). */
  const lastAnalysed = async () =>
    Object.fromEntries(Object.entries(await findTableAnalyses(t.db, ['clients', 'activity_log'])).map(([table, a]) => [table, a.lastAnalyze?.getTime() ?? 0]));

  it('refreshes those of the tables it filled once the import has committed', async () => {
    const before = await lastAnalysed();
    const all = await events(await post('/api/clients/import', bigFile(1_500)));
    expect(all.at(-1)).toMatchObject({ type: 'result', imported: 1_500 });
    const after = await lastAnalysed();
    expect(after.clients).toBeGreaterThan(before.clients ?? 0);
    expect(after.activity_log).toBeGreaterThan(before.activity_log ?? 0);
  });
});

describe('a database failure in the middle of an import', () => {
  it('ends the stream with SPEC’s error and writes nothing', async () => {
    // A row the database refuses, deep in the file: earlier chunks are already inserted by then.
    await t.db.execute(sql`
      CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.raison_sociale = 'BOOM' THEN RAISE EXCEPTION 'panne simulée'; END IF;
        RETURN NEW;
      END $$`);
    await t.db.execute(sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON clients FOR EACH ROW EXECUTE FUNCTION refuse_boom()`);
    try {
      const all = await events(await post('/api/clients/import', bigFile(3_000, (i) => (i === 2_500 ? 'BOOM' : `Client ${i}`))));
      expect(all.some((e) => e.type === 'progress' && e.done === 2_000)).toBe(true);
      expect(all.at(-1)).toEqual({ type: 'error', message: "Erreur lors de l'importation du fichier" });
      expect(await countClients()).toBe(0);
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_boom ON clients`);
      await t.db.execute(sql`DROP FUNCTION refuse_boom()`);
    }
  });
});

describe('a file over 10 MB', () => {
  const tooLarge = { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Fichier trop volumineux (10 Mo au maximum).' } };
  const eleven = () => new Uint8Array(Buffer.alloc(11 * 1024 * 1024, 'a;b\r\n'));

  it('is refused on its announced size', async () => {
    for (const path of ['/api/clients/import', '/api/clients/import/preview']) {
      const response = await post(path, eleven(), { 'content-length': String(11 * 1024 * 1024) });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(tooLarge);
    }
  });

  it('is refused while reading when no size is announced (chunked upload)', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x61);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 11) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await post('/api/clients/import', body);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
    expect(sent).toBeLessThanOrEqual(12);
    expect(await countClients()).toBe(0);
  });
});
