import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { recordActivity, type ActivityEntry } from '../activity/record-activity.ts';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';
import type { BusEvent } from './change-bus.ts';
import type { ChangeNotice } from './change-notice.ts';
import { MAX_REPLAY_ROWS } from './live-stream.ts';
import { LISTENER_NAME } from './postgres-change-bus.ts';

let t: TestApp;
let camille: TestClient;
let cookie: string;
let actor: { id: string; fullName: string };

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' });
  actor = { id: signedIn.user.id, fullName: 'Camille Dupont' };
  camille = signedIn.client;
  cookie = camille.cookieHeader();
});
afterAll(() => t.close());

// The bus connects on its first subscriber and says so with a 'gap'; it then stays connected.
let busListening = false;

/** Notices heard on the bus, once it listens. */
async function listen() {
  const heard: ChangeNotice[] = [];
  let waiters: (() => void)[] = [];
  let ready!: () => void;
  const listening = new Promise<void>((resolve) => (ready = resolve));
  const unsubscribe = t.database.changes.subscribe((event: BusEvent) => {
    if (event.type === 'gap') ready();
    if (event.type !== 'change') return;
    heard.push(event.notice);
    for (const wake of waiters) wake();
    waiters = [];
  });
  if (!unsubscribe) throw new Error('bus fermé');
  if (!busListening) await listening;
  busListening = true;
  const next = (predicate: (notice: ChangeNotice) => boolean) =>
    new Promise<ChangeNotice>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('aucune notification')), 5_000);
      const check = () => {
        const found = heard.find(predicate);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });
  return { heard, next, unsubscribe };
}

// Every test below starts with the bus listening (it connects on its first subscriber).
beforeAll(async () => (await listen()).unsubscribe());

const clientEntry = (clientId: string, field: string): ActivityEntry => ({
  entity: 'client',
  entityId: clientId,
  clientId,
  action: 'update',
  field,
  oldValue: 'a',
  newValue: 'b',
});

// First: the bulk writes of the tests below would make its replay coarse (a resync, or kinds only).
it('replays a write that committed after a later one it missed (journal ids are taken at insert)', async () => {
  const id = await t.insertClient({ raisonSociale: 'Boulangerie Leroy' });
  const early = await t.database.pool.connect();
  try {
    await early.query('BEGIN');
    await early.query(
      `insert into activity_log (entity, entity_id, client_id, action, field) values ('client', $1, $2, 'update', 'ville')`,
      [id, id],
    );
    // Committed after the early one took its id; the browser saw it, then lost the stream.
    expect((await camille.request('PATCH', `/api/clients/${id}`, { ville: 'Dijon' })).status).toBe(200);
    const seen = await latestActivityId();
    await early.query('COMMIT');
    const stream = await openStream({ 'last-event-id': String(seen) });
    await stream.next();
    const replay = await stream.next();
    expect(replay.event).toBe('change');
    expect((JSON.parse(replay.data) as { entities: { entityId: string }[] }).entities.map((e) => e.entityId)).toContain(id);
    stream.close();
  } finally {
    early.release();
  }
});

describe('when the listener connection drops', () => {
  it('the PostgreSQL listener reconnects and the stream replays what it missed', async () => {
    const stream = await openStream();
    await stream.next();
    const id = await t.insertClient({ raisonSociale: 'Menuiserie Roux' });
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`);
    // Written while nobody listens: only the replay from the journal can bring it.
    expect((await camille.request('PATCH', `/api/clients/${id}`, { ville: 'Metz' })).status).toBe(200);
    await stream.nextChange((data) => data.entities.some((e) => e.entityId === id));
    const [listener] = (
      await t.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`)
    ).rows;
    expect(listener?.n).toBe(1);
    stream.close();
  });
});

describe('change notices', () => {
  it('are delivered when the write commits and never for a rolled-back write', async () => {
    const bus = await listen();
    const rolledBack = await t.insertClient({ raisonSociale: 'Annulée SARL' });
    const committed = await t.insertClient({ raisonSociale: 'Validée SAS' });

    await expect(
      t.db.transaction(async (tx) => {
        await recordActivity(tx, actor, [clientEntry(rolledBack, 'telephone')]);
        throw new Error('échec après écriture');
      }),
    ).rejects.toThrow('échec après écriture');
    await t.db.transaction(async (tx) => {
      await recordActivity(tx, actor, [clientEntry(committed, 'telephone'), clientEntry(committed, 'email')]);
    });

    const notice = await bus.next((n) => n.entities.some((e) => e.entityId === committed));
    // Notifications arrive in commit order: the rolled-back one would have come first.
    expect(bus.heard.some((n) => n.entities.some((e) => e.entityId === rolledBack))).toBe(false);
    expect(notice.entities).toEqual([{ entity: 'client', entityId: committed, clientId: committed }]);
    const [max] = (await t.db.execute<{ id: string }>(sql`select max(id)::text as id from activity_log`)).rows;
    expect(notice.id).toBe(Number(max?.id));
    bus.unsubscribe();
  });

  it('come from a write made through the API, on the pooled connection', async () => {
    const bus = await listen();
    const id = await t.insertClient({ raisonSociale: 'Boulangerie Martin' });
    const response = await camille.request('PATCH', `/api/clients/${id}`, { telephone: '0102030405' });
    expect(response.status).toBe(200);
    const notice = await bus.next((n) => n.entities.some((e) => e.entityId === id));
    expect(notice.entities).toEqual([{ entity: 'client', entityId: id, clientId: id }]);
    bus.unsubscribe();
  });

  it('shrink to the kinds of rows when an import writes too many to list', async () => {
    const bus = await listen();
    const ids = Array.from({ length: 300 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    await t.db.transaction((tx) =>
      recordActivity(
        tx,
        actor,
        ids.map((id) => ({ entity: 'client', entityId: id, clientId: id, action: 'create', newValue: 'Import' })),
      ),
    );
    const notice = await bus.next((n) => n.bulk === true);
    expect(notice.entities).toEqual([{ entity: 'client' }]);
    bus.unsubscribe();
  });
});

type SseEvent = { event: string; id: string | undefined; data: string };

/** An open /api/events stream, read event by event. */
async function openStream(headers: Record<string, string> = {}, query = '') {
  const controller = new AbortController();
  const response = await t.app.request(`/api/events${query}`, { headers: { cookie, ...headers }, signal: controller.signal });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (timeoutMs = 5_000): Promise<SseEvent> => {
    if (!reader) throw new Error('pas de corps');
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n').filter((line) => !line.startsWith(':'));
        // Comments (heartbeats) and a bare retry: dispatch nothing in a browser either.
        if (!lines.some((line) => line.startsWith('data:'))) continue;
        const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        return { event: field('event') ?? 'message', id: field('id'), data: field('data') ?? '' };
      }
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('aucun événement')), Math.max(0, deadline - Date.now())),
      );
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk.done) throw new Error('flux terminé');
      buffer += chunk.value;
    }
  };
  const nextChange = async (predicate: (data: { entities: { entityId?: string }[] }) => boolean) => {
    for (;;) {
      const event = await next();
      if (event.event === 'change' && predicate(JSON.parse(event.data) as { entities: { entityId?: string }[] })) return event;
    }
  };
  return { response, next, nextChange, close: () => controller.abort() };
}

async function latestActivityId() {
  const [row] = (await t.db.execute<{ id: string | null }>(sql`select max(id)::text as id from activity_log`)).rows;
  return Number(row?.id ?? 0);
}

describe('GET /api/events', () => {
  it('needs a session', async () => {
    expect(await t.client().get('/api/events')).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED' } } });
  });

  it('refuses a malformed resume point', async () => {
    // zod's own French for a pattern: the browser's EventSource never shows it to anyone.
    expect(await camille.get('/api/events?since=abc')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Chaîne de caractères invalide : doit correspondre au motif /^\\d{1,15}$/', issues: [{ path: 'since' }] } },
    });
  });

  it('streams a change made through the API, uncompressed, ids only', async () => {
    const stream = await openStream({ 'accept-encoding': 'gzip' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    const ready = await stream.next();
    expect(ready).toMatchObject({ event: 'ready', id: String(await latestActivityId()) });

    const id = await t.insertClient({ raisonSociale: 'Garage Lemoine' });
    expect((await camille.request('PATCH', `/api/clients/${id}`, { ville: 'Lyon' })).status).toBe(200);
    const change = await stream.nextChange((data) => data.entities.some((e) => e.entityId === id));
    expect(JSON.parse(change.data)).toEqual({ entities: [{ entity: 'client', entityId: id, clientId: id }] });
    expect(change.data).not.toContain('Lyon');
    expect(Number(change.id)).toBe(await latestActivityId());
    stream.close();
  });

  it('replays what was missed after Last-Event-ID, in one event', async () => {
    const before = await latestActivityId();
    const first = await t.insertClient({ raisonSociale: 'Cabinet Durand' });
    const second = await t.insertClient({ raisonSociale: 'Fleurs Petit' });
    await camille.request('PATCH', `/api/clients/${first}`, { ville: 'Nantes' });
    await camille.request('PATCH', `/api/clients/${second}`, { ville: 'Brest' });

    const stream = await openStream({ 'last-event-id': String(before) });
    expect(await stream.next()).toMatchObject({ event: 'ready', id: String(before) });
    const replay = await stream.next();
    expect(replay).toMatchObject({ event: 'change', id: String(await latestActivityId()) });
    const data = JSON.parse(replay.data) as { entities: { entity: string; entityId?: string }[]; bulk?: true };
    // What was written shortly before comes again (commit-order margin), and the earlier tests' bulk
    // rows may make the notice coarse (a client entry without id: every client): either way the
    // browser refetches both clients.
    const refetched = (id: string) => data.entities.some((e) => e.entity === 'client' && (e.entityId === id || (data.bulk === true && e.entityId === undefined)));
    expect([first, second].filter(refetched)).toEqual([first, second]);
    stream.close();

    const bySince = await openStream({}, `?since=${before}`);
    await bySince.next();
    expect((await bySince.next()).event).toBe('change');
    bySince.close();
  });

  it('sends the notices of one transaction written in chunks as one event', async () => {
    const stream = await openStream();
    await stream.next();
    const ids = Array.from({ length: 3 }, () => crypto.randomUUID());
    await t.db.transaction(async (tx) => {
      for (const id of ids) await recordActivity(tx, actor, [clientEntry(id, 'ville')]);
    });
    const change = await stream.nextChange((data) => data.entities.some((e) => e.entityId === ids[0]));
    expect((JSON.parse(change.data) as { entities: { entityId: string }[] }).entities.map((e) => e.entityId)).toEqual(ids);
    stream.close();
  });

  it('asks for a resync when too much was missed', async () => {
    const before = await latestActivityId();
    const entries: ActivityEntry[] = Array.from({ length: MAX_REPLAY_ROWS + 1 }, () => clientEntry(actor.id, 'ville'));
    await t.db.transaction((tx) => recordActivity(tx, actor, entries));
    const stream = await openStream({ 'last-event-id': String(before) });
    await stream.next();
    expect(await stream.next()).toMatchObject({ event: 'resync', id: String(await latestActivityId()) });
    stream.close();
  });
});

describe('when the connections drop', () => {
  it('a stopping server ends the streams and opens no new one', async () => {
    const stream = await openStream();
    await stream.next();
    await t.database.changes.close();
    await expect(stream.next()).rejects.toThrow('flux terminé');
    const late = await openStream();
    await expect(late.next()).rejects.toThrow('flux terminé');
  });
});
