import { describe, expect, it } from 'vitest';
import { patchList, serialiseList, type PatchableList } from './list-rows.ts';

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
const text = (buffer: Buffer) => buffer.toString('utf8');

describe('a list written row by row', () => {
  it('is the JSON of the whole body, whatever the rows hold', () => {
    expect(text(serialiseList(list, body).identity)).toBe(JSON.stringify(body));
    expect(text(serialiseList(list, { rows: [] }).identity)).toBe('{"rows":[]}');
  });

  it('knows where each row lies', () => {
    const written = serialiseList(list, body);
    rows.forEach((row, index) => {
      expect(text(written.identity.subarray(written.starts[index], written.ends[index]))).toBe(JSON.stringify(row));
    });
  });
});

describe('a patch', () => {
  const previous = serialiseList(list, body);

  it('replaces the changed rows in place, and keeps every other byte', () => {
    const city = { ...rows[1], city: 'Nîmes' } as Row;
    const patched = patchList(list, previous, new Set(['b']), [city]);
    expect(patched && text(patched.identity)).toBe(JSON.stringify({ ...body, rows: [rows[0], city, rows[2]] }));
  });

  it('removes a client the list no longer shows, and can be patched again', () => {
    const first = patchList(list, previous, new Set(['a']), []);
    expect(first && text(first.identity)).toBe(JSON.stringify({ ...body, rows: [rows[1], rows[2]] }));
    const last = { ...rows[2], city: null } as Row;
    const second = first && patchList(list, first, new Set(['c', 'b']), [last]);
    expect(second && text(second.identity)).toBe(JSON.stringify({ ...body, rows: [last] }));
  });

  it('names a client that changed but is unchanged in the list: same bytes', () => {
    const patched = patchList(list, previous, new Set(['c']), [rows[2] as Row]);
    expect(patched && text(patched.identity)).toBe(text(previous.identity));
  });

  it('gives up when a row would move (its sort key changed): the list is read whole', () => {
    expect(patchList(list, previous, new Set(['a']), [{ id: 'a', name: 'Zinc', city: null }])).toBeNull();
  });

  it('gives up when a client enters the list: its place is not known', () => {
    expect(patchList(list, previous, new Set(['d']), [{ id: 'd', name: 'Boucherie', city: null }])).toBeNull();
  });
});
