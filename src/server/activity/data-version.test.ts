import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalDirectWrites } from '../testing/direct-writes.ts';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';
import { readDataVersion } from './data-version.ts';
import { recordActivity } from './record-activity.ts';

let t: TestApp;
let camille: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  camille = (await t.signedIn({ email: 'camille@cabinet.test' })).client;
});
afterAll(() => t.close());

async function newClient(raisonSociale: string): Promise<string> {
  const response = await camille.post('/api/clients', { raisonSociale });
  expect(response.status, response.text).toBe(201);
  return (response.json as { id: string }).id;
}

/** The newest journal id the connection sees (its own uncommitted ones included). */
async function newestId(connection: PoolClient): Promise<number> {
  return Number((await connection.query<{ id: string }>('select max(id)::text as id from activity_log')).rows[0]?.id);
}

const newestClientEntry = async () =>
  Number((await t.db.execute<{ id: string }>(sql`select max(id)::text as id from activity_log where entity = 'client'`)).rows[0]?.id);

describe('the data version', () => {
  it('relies on a sequence that hands out journal ids one at a time (CACHE 1)', async () => {
    const { rows } = await t.db.execute<{ cache: string }>(sql`select cache_size::text as cache from pg_sequences where sequencename = 'activity_log_id_seq'`);
    expect(rows[0]?.cache).toBe('1');
  });

  it('sees a write that commits after a later one was read (journal ids are taken at insert)', async () => {
    const early = await newClient('Boulangerie Leroy');
    const late = await newClient('Menuiserie Roux');
    const before = await camille.get('/api/clients');
    const etag = before.headers.get('etag') ?? '';
    expect(etag).not.toBe('');

    const slow = await t.database.pool.connect();
    try {
      await slow.query('BEGIN');
      await slow.query(`update clients set ville = 'Lyon' where id = $1`, [early]);
      await slow.query(`insert into activity_log (entity, entity_id, client_id, action, field, new_value) values ('client', $1, $2, 'update', 'ville', 'Lyon')`, [early, early]);
      // Committed after the slow transaction took its id: the newest id is now this one's.
      expect((await camille.request('PATCH', `/api/clients/${late}`, { ville: 'Metz' })).status).toBe(200);
      const newestBefore = await newestClientEntry();

      // While a lower id may still commit, no version can be proven: the list goes without a validator.
      expect(await readDataVersion(t.db, ['client'])).toBeNull();
      const during = await camille.request('GET', '/api/clients', undefined, { 'if-none-match': etag });
      expect(during.status).toBe(200);
      expect(during.headers.get('etag')).toBeNull();

      await slow.query('COMMIT');
      // The newest id did not move: a validator made of it alone would have answered 304 here.
      expect(await newestClientEntry()).toBe(newestBefore);
    } finally {
      slow.release();
    }

    const after = await camille.request('GET', '/api/clients', undefined, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect((after.json as { clients: { id: string; ville: string | null }[] }).clients.find((c) => c.id === early)?.ville).toBe('Lyon');
    const settled = after.headers.get('etag') ?? '';
    expect(settled).not.toBe('');
    expect((await camille.request('GET', '/api/clients', undefined, { 'if-none-match': settled })).status).toBe(304);
  });

  it('a version read before a late commit no longer matches once it is visible', async () => {
    const id = await newClient('Garage Petit');
    const etag = (await camille.get('/api/clients')).headers.get('etag') ?? '';
    const slow = await t.database.pool.connect();
    try {
      await slow.query('BEGIN');
      await slow.query(`update clients set ville = 'Nancy' where id = $1`, [id]);
      await slow.query(`insert into activity_log (entity, entity_id, client_id, action, field) values ('client', $1, $2, 'update', 'ville')`, [id, id]);
      // Not committed: the browser's version is still the current one.
      expect((await camille.request('GET', '/api/clients', undefined, { 'if-none-match': etag })).status).toBe(304);
      await slow.query('COMMIT');
    } finally {
      slow.release();
    }
    expect((await camille.request('GET', '/api/clients', undefined, { 'if-none-match': etag })).status).toBe(200);
  });
});

describe('the data version while journalled writes are in flight', () => {
  it('is proven below the lowest ticket, and a late commit still changes it', async () => {
    const id = await newClient('Fromagerie Blanc');
    const slow = await t.database.pool.connect();
    try {
      await slow.query('BEGIN');
      await slow.query(`update clients set ville = 'Annecy' where id = $1`, [id]);
      // The journal's own write path: a ticket, then the ids.
      await recordActivity(drizzle(slow), null, [{ entity: 'client', entityId: id, clientId: id, action: 'update', field: 'ville', newValue: 'Annecy' }]);
      const slowId = await newestId(slow);

      const during = await readDataVersion(t.db, ['client']);
      expect(during).not.toBeNull();
      expect(during?.floor).toBeLessThan(slowId);
      const listed = await camille.get('/api/clients');
      const etag = listed.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      expect((listed.json as { clients: { id: string; ville: string | null }[] }).clients.find((c) => c.id === id)?.ville).toBeNull();

      await slow.query('COMMIT');
      const after = await camille.request('GET', '/api/clients', undefined, { 'if-none-match': etag });
      expect(after.status).toBe(200);
      expect((after.json as { clients: { id: string; ville: string | null }[] }).clients.find((c) => c.id === id)?.ville).toBe('Annecy');
      expect((await readDataVersion(t.db, ['client']))?.floor).toBeGreaterThanOrEqual(slowId);
    } finally {
      slow.release();
    }
  });
});

describe('a 304', () => {
  it('reads no table of the list: it answers while the clients table is locked', async () => {
    const etag = (await camille.get('/api/clients')).headers.get('etag') ?? '';
    const locker = await t.database.pool.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE clients IN ACCESS EXCLUSIVE MODE');
      expect((await camille.request('GET', '/api/clients', undefined, { 'if-none-match': etag })).status).toBe(304);
      // The control case: once the journal says clients changed, the list is read again, and that
      // read waits for the lock (a version already sent may come from the answers' cache instead).
      await journalDirectWrites(t.db, ['client']);
      const full = camille.get('/api/clients');
      await expect
        .poll(async () => (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_locks where relation = 'clients'::regclass and not granted`)).rows[0]?.n)
        .toBe(1);
      await locker.query('ROLLBACK');
      expect((await full).status).toBe(200);
    } finally {
      // Never hand a connection back to the pool with its lock still held (a failure above).
      await locker.query('ROLLBACK');
      locker.release();
    }
  });
});
