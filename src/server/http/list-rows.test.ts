import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patchList, serialiseList, type ListRows, type PatchableList } from './list-rows.ts';

type Row = { id: string; name: string; city: string | null };

const list: PatchableList<Row> = {
  key: 'rows',
  load: () => Promise.resolve(null),
  clientIdOf: (row) => row.id,
  sortKeyOf: (row) => row.name,
};

const rows: Row[] = [
  { id: 'a', name: 'Atelier Éloïse', city: 'Lyon' },
  { id: 'b', name: 'Boulangerie « Le Fournil »', city: null },
  { id: 'c', name: 'Café "du Port"', city: 'Sète' },
];
const body = { years: [2026, 2025], rows };

/** The list as sent: the plain bytes, after checking that the gzipped ones say the same. */
function text(written: ListRows | null): string | null {
  if (!written) return null;
  const identity = written.identity();
  expect(identity.byteLength).toBe(written.length);
  expect(gunzipSync(written.gzip).equals(identity)).toBe(true);
  return identity.toString('utf8');
}

describe('a list written row by row', () => {
  it('is the JSON of the whole body, whatever the rows hold, plain and gzipped', async () => {
    expect(text(await serialiseList(list, body))).toBe(JSON.stringify(body));
    expect(text(await serialiseList(list, { rows: [] }))).toBe('{"rows":[]}');
  });
});

describe('a patch', () => {
  it('replaces the changed rows in place, and keeps every other byte', async () => {
    const previous = await serialiseList(list, body);
    const city = { ...rows[1], city: 'Nîmes' } as Row;
    expect(text(await patchList(list, previous, new Set(['b']), [city]))).toBe(JSON.stringify({ ...body, rows: [rows[0], city, rows[2]] }));
  });

  it('removes a client the list no longer shows, and can be patched again', async () => {
    const previous = await serialiseList(list, body);
    const first = await patchList(list, previous, new Set(['a']), []);
    expect(text(first)).toBe(JSON.stringify({ ...body, rows: [rows[1], rows[2]] }));
    const last = { ...rows[2], city: null } as Row;
    const second = first && (await patchList(list, first, new Set(['c', 'b']), [last]));
    expect(text(second)).toBe(JSON.stringify({ ...body, rows: [last] }));
  });

  it('names a client that changed but is unchanged in the list: same bytes', async () => {
    const previous = await serialiseList(list, body);
    expect(text(await patchList(list, previous, new Set(['c']), [rows[2] as Row]))).toBe(text(previous));
  });

  it('gives up when a row would move (its sort key changed): the list is read whole', async () => {
    const previous = await serialiseList(list, body);
    expect(await patchList(list, previous, new Set(['a']), [{ id: 'a', name: 'Zinc', city: null }])).toBeNull();
  });

  it('gives up when a client enters the list: its place is not known', async () => {
    const previous = await serialiseList(list, body);
    expect(await patchList(list, previous, new Set(['d']), [{ id: 'd', name: 'Boucherie', city: null }])).toBeNull();
  });
});

describe('a firm-sized list', () => {
  const many: Row[] = Array.from({ length: 3000 }, (_, i) => ({ id: `client-${i}`, name: `Client ${String(i).padStart(5, '0')}`, city: i % 3 ? 'Paris' : null }));

  it('is re-encoded only where it changed: the other chunks are the very same', async () => {
    const previous = await serialiseList(list, { rows: many });
    expect(previous.chunks.length).toBeGreaterThan(10);
    const changed = { ...many[1500], city: 'Brest' } as Row;
    const patched = await patchList(list, previous, new Set([changed.id]), [changed]);
    expect(text(patched)).toBe(JSON.stringify({ rows: many.map((row) => (row.id === changed.id ? changed : row)) }));
    const reused = patched?.chunks.filter((chunk) => previous.chunks.includes(chunk)).length;
    expect(reused).toBe(previous.chunks.length - 1);
  });

  it('stays right through removals at the edges and in the middle, patch after patch', async () => {
    let current: Row[] = many;
    let written: ListRows | null = await serialiseList(list, { rows: current });
    for (const index of [0, 0, 1499, 2990]) {
      const gone = current[index]?.id ?? '';
      const renamedCity = { ...(current[index + 1] as Row), city: 'Vannes' };
      current = current.filter((row) => row.id !== gone).map((row) => (row.id === renamedCity.id ? renamedCity : row));
      written = written && (await patchList(list, written, new Set([gone, renamedCity.id]), [renamedCity]));
      expect(text(written)).toBe(JSON.stringify({ rows: current }));
    }
  });
});

// The property conditional-get.ts relies on: after any writes, the previous version patched with
// the rows of the clients the journal names (or, when the patch gives up, the list read whole) is
// the very list a cold cache would build, plain and gzipped, to the byte.
describe('a list patched after random writes', () => {
  type Client = Row & { active: boolean };
  /** A write on the client at `pick` (modulo their number), or a new client for an insert. */
  type Write = { kind: 'edit' | 'rename' | 'status' | 'delete' | 'insert'; pick: number; name: string };

  const name = fc.tuple(fc.constantFrom('Atelier', 'Boulangerie « Le Fournil »', 'Café "du Port"', 'Épicerie', 'SARL Zinc'), fc.nat(40)).map(([word, n]) => `${word} ${n}`);
  const write: fc.Arbitrary<Write> = fc.record({ kind: fc.constantFrom('edit', 'edit', 'rename', 'status', 'delete', 'insert'), pick: fc.nat(), name });
  /** Ids whose row begins a chunk wherever it lies, as serialiseList chunks a long list. */
  const starters = serialiseList(list, { rows: Array.from({ length: 5000 }, (_, i) => ({ id: `k${i}`, name: `k${i}`, city: null })) }).then((long) =>
    long.chunks.slice(1).map((chunk) => chunk.clientIds[0] ?? ''),
  );
  /**
   * A few rows, many of them beginning a chunk, so that writes often empty the first chunk (the
   * next one then begins the list); or a few hundred rows, in several chunks of some 64.
   */
  const firms = fc.oneof(
    fc.array(fc.tuple(name, fc.boolean()), { maxLength: 40, size: 'max' }),
    fc.array(fc.tuple(name, fc.constant(false)), { minLength: 100, maxLength: 400, size: 'max' }),
  );
  /** The journal between two reads: one write or several (a colleague's, then the next read). */
  const batches = fc.array(fc.array(write, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 });

  /** The list as the route reads it: active clients by name, then id. */
  const listOf = (clients: Map<string, Client>): Row[] =>
    [...clients.values()]
      .filter((client) => client.active)
      .sort((a, b) => (a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1))
      .map(({ id, name: rowName, city }) => ({ id, name: rowName, city }));

  it('equals the list built whole, plain and gzipped, after every batch of writes', async () => {
    let patches = 0;
    let wholeReads = 0;
    let chunks = 0;
    await fc.assert(
      fc.asyncProperty(firms, batches, async (firm, journal) => {
        const startIds = await starters;
        const clients = new Map<string, Client>(
          firm.map(([clientName, starts], i) => {
            const id = (starts && startIds[i]) || `c${i}`;
            return [id, { id, name: clientName, city: i % 3 ? 'Lyon' : null, active: i % 7 !== 0 }];
          }),
        );
        let next = firm.length;
        let cached = await serialiseList(list, { ...body, rows: listOf(clients) });
        for (const writes of journal) {
          const changed = new Set<string>();
          for (const { kind, pick, name: newName } of writes) {
            const ids = [...clients.keys()];
            const id = kind === 'insert' || ids.length === 0 ? `c${next++}` : (ids[pick % ids.length] ?? '');
            const client = clients.get(id) ?? { id, name: newName, city: null, active: true };
            changed.add(id);
            if (kind === 'delete') clients.delete(id);
            // An edit keeps the row's place; a rename may move it; a status change takes it out or brings it in.
            if (kind === 'edit') clients.set(id, { ...client, city: `Ville ${pick % 100}` });
            if (kind === 'rename') clients.set(id, { ...client, name: newName });
            if (kind === 'status') clients.set(id, { ...client, active: !client.active });
            if (kind === 'insert') clients.set(id, client);
          }
          const fresh = listOf(clients).filter((row) => changed.has(row.id));
          const patched = await patchList(list, cached, changed, fresh);
          const whole = await serialiseList(list, { ...body, rows: listOf(clients) });
          chunks = Math.max(chunks, whole.chunks.length);
          if (patched) patches++;
          else wholeReads++;
          cached = patched ?? whole;
          expect(cached.identity().equals(whole.identity())).toBe(true);
          expect(cached.identity().toString('utf8')).toBe(JSON.stringify({ ...body, rows: listOf(clients) }));
          expect(gunzipSync(cached.gzip).equals(whole.identity())).toBe(true);
          // Chunks begin at the same rows whichever way the list was built: the gzip is the same bytes too.
          expect(cached.gzip.equals(whole.gzip)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
    // Both ways were taken, many times: edits and removals patched, moves and entries read whole.
    expect(patches).toBeGreaterThan(100);
    expect(wholeReads).toBeGreaterThan(100);
    // Lists of several chunks: rows removed at a chunk's edge move where the next one begins.
    expect(chunks).toBeGreaterThan(3);
  });
});
