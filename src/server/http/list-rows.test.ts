import { gunzipSync } from 'node:zlib';
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
