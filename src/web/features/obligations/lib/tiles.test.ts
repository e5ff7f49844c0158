import { describe, expect, it } from 'vitest';

import { pressedTile, tileSearch } from './tiles.ts';

const today = '2026-11-25';

describe('the counter tiles', () => {
  it('list what they count: this week’s to-dos, the overdue ones, this month’s done ones', () => {
    expect(tileSearch('dueThisWeek', today)).toMatchObject({ du: '2026-11-25', au: '2026-11-29', statut: 'a_faire' });
    expect(tileSearch('overdue', today)).toMatchObject({ retard: 1, mois: undefined, statut: undefined });
    expect(tileSearch('doneThisMonth', today)).toMatchObject({ statut: 'fait', mois: undefined });
  });

  it('show pressed only when the URL holds exactly their filters, whatever the portfolio', () => {
    expect(pressedTile({ mes: 1, du: '2026-11-25', au: '2026-11-29', statut: 'a_faire' }, today)).toBe('dueThisWeek');
    expect(pressedTile({ retard: 1, recherche: 'Dubois' }, today)).toBe('overdue');
    expect(pressedTile({ statut: 'fait', type: 'liasse' }, today)).toBeUndefined();
    expect(pressedTile({}, today)).toBeUndefined();
  });
});
