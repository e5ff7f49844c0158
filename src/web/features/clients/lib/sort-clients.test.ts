import { describe, expect, it } from 'vitest';

import type { ClientRow } from '../../../../shared/clients.ts';
import { clientRow } from '../../../entities/client/test-rows.ts';
import { buildLookups } from './client-lookups.ts';
import { sortClients, sortText } from './sort-clients.ts';

const users = [
  { id: 'u1', fullName: 'Zoé Bernard', role: 'collaborateur' as const },
  { id: 'u2', fullName: 'Alain Petit', role: 'admin' as const },
];
const software = [
  { id: 's1', name: 'Sage', displayOrder: 1, clientCount: 0 },
  { id: 's2', name: 'Cegid', displayOrder: 2, clientCount: 0 },
];
const lookups = buildLookups(users, software);

const names = (rows: readonly ClientRow[]) => rows.map((row) => row.raisonSociale);

describe('sortClients', () => {
  it('sorts names in French order, accents and case ignored, both ways', () => {
    const rows = [
      clientRow({ raisonSociale: 'éclair' }),
      clientRow({ raisonSociale: 'Delta' }),
      clientRow({ raisonSociale: 'Eole' }),
      clientRow({ raisonSociale: 'abeille' }),
    ];
    const asc = sortClients(rows, { column: 'raisonSociale', direction: 'asc' }, lookups);
    expect(names(asc)).toEqual(['abeille', 'Delta', 'éclair', 'Eole']);
    const desc = sortClients(rows, { column: 'raisonSociale', direction: 'desc' }, lookups);
    expect(names(desc)).toEqual(['Eole', 'éclair', 'Delta', 'abeille']);
  });

  it('compares digits by value and puts empty cells last whichever the direction', () => {
    const rows = [
      clientRow({ raisonSociale: 'none', numeroClient: null }),
      clientRow({ raisonSociale: 'ten', numeroClient: 'C10' }),
      clientRow({ raisonSociale: 'two', numeroClient: 'C2' }),
    ];
    expect(names(sortClients(rows, { column: 'numeroClient', direction: 'asc' }, lookups))).toEqual([
      'two',
      'ten',
      'none',
    ]);
    expect(names(sortClients(rows, { column: 'numeroClient', direction: 'desc' }, lookups))).toEqual([
      'ten',
      'two',
      'none',
    ]);
  });

  it('sorts ids by what the cell shows: names, labels, software', () => {
    const zoe = clientRow({ raisonSociale: 'zoe', collaboratorIds: ['u1'], status: 'prospect', softwareId: 's1' });
    const alain = clientRow({ raisonSociale: 'alain', collaboratorIds: ['u2'], status: 'actif', softwareId: 's2' });
    const rows = [zoe, alain];
    expect(names(sortClients(rows, { column: 'collaborators', direction: 'asc' }, lookups))).toEqual(['alain', 'zoe']);
    expect(names(sortClients(rows, { column: 'status', direction: 'desc' }, lookups))).toEqual(['zoe', 'alain']);
    expect(names(sortClients(rows, { column: 'software', direction: 'asc' }, lookups))).toEqual(['alain', 'zoe']);
    expect(sortText(clientRow({ collaboratorIds: ['u1', 'u2'] }), 'collaborators', lookups)).toBe(
      'Alain Petit, Zoé Bernard',
    );
  });

  it('sorts dates chronologically and keeps ties in their incoming order', () => {
    const rows = [
      clientRow({ raisonSociale: 'b', dateCloture: '2025-12-31' }),
      clientRow({ raisonSociale: 'a', dateCloture: '2025-03-31' }),
      clientRow({ raisonSociale: 'c', dateCloture: '2025-12-31' }),
    ];
    expect(names(sortClients(rows, { column: 'dateCloture', direction: 'asc' }, lookups))).toEqual(['a', 'b', 'c']);
    expect(names(sortClients(rows, { column: 'dateCloture', direction: 'desc' }, lookups))).toEqual(['b', 'c', 'a']);
  });

  it('does not change the list it is given', () => {
    const rows = [clientRow({ raisonSociale: 'b' }), clientRow({ raisonSociale: 'a' })];
    sortClients(rows, { column: 'raisonSociale', direction: 'asc' }, lookups);
    expect(names(rows)).toEqual(['b', 'a']);
  });
});
