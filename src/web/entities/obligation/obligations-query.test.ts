import { describe, expect, it } from 'vitest';

import { obligationListQuerySchema } from '../../../shared/obligations/api.ts';
import { obligationListParams } from './obligations-query.ts';

const parse = (query: string) => obligationListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));

describe('obligationListParams', () => {
  it('writes what the server contract reads', () => {
    const query = obligationListParams({
      from: '2026-11-01',
      to: '2026-11-30',
      kinds: ['tva_ca3', 'liasse'],
      statuses: ['a_faire'],
      overdue: true,
      collaborator: '0b6c8f0e-8a5c-4d1e-9b1f-6a2f0c9d4e11',
      q: ' Dubois ',
    });
    expect(parse(query)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      kind: ['tva_ca3', 'liasse'],
      status: ['a_faire'],
      overdue: true,
      mine: false,
      collaborator: '0b6c8f0e-8a5c-4d1e-9b1f-6a2f0c9d4e11',
      q: 'Dubois',
    });
  });

  it('leaves empty filters out, and « Mes clients » wins over a collaborator', () => {
    expect(obligationListParams({ from: '2026-11-01', to: '2026-11-30', kinds: [], q: ' ' })).toBe('from=2026-11-01&to=2026-11-30');
    expect(obligationListParams({ from: '2026-11-01', to: '2026-11-30', mine: true, collaborator: 'x' })).toBe(
      'from=2026-11-01&to=2026-11-30&mine=true',
    );
    // « En retard » alone: every overdue row the server keeps, whatever its date.
    expect(obligationListParams({ overdue: true })).toBe('overdue=true');
  });
});
