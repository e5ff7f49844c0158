import { describe, expect, it } from 'vitest';

import { validateObligationsSearch } from './obligations-search.ts';

describe('validateObligationsSearch', () => {
  it('keeps the valid filters, in canonical order', () => {
    expect(
      validateObligationsSearch({ mois: '2026-10', type: 'liasse,tva_ca3,inconnu', statut: 'fait', retard: 1, mes: 1, recherche: 'Dubois' }),
    ).toEqual({ mes: 1, mois: '2026-10', type: 'tva_ca3,liasse', statut: 'fait', retard: 1, recherche: 'Dubois' });
  });

  it('drops what a hand-edited URL breaks', () => {
    expect(validateObligationsSearch({ mois: '2026-13', type: 'x', statut: 'termine', retard: 'oui', recherche: '  ' })).toEqual({});
  });

  it('takes a range only whole and in order, and then not the month', () => {
    expect(validateObligationsSearch({ du: '2026-11-01', au: '2026-11-30', mois: '2026-10' })).toEqual({ du: '2026-11-01', au: '2026-11-30' });
    expect(validateObligationsSearch({ du: '2026-11-30', au: '2026-11-01', mois: '2026-10' })).toEqual({ mois: '2026-10' });
    expect(validateObligationsSearch({ du: '2026-11-01' })).toEqual({});
  });
});
