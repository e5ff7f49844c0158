import { describe, expect, it } from 'vitest';

import { chooseCollaborator, inPortfolio, portfolioCollaborator, toggleMine } from './portfolio.ts';

describe('the portfolio filter', () => {
  it('names the signed-in user for « Mes clients », else the chosen collaborator, else nobody', () => {
    expect(portfolioCollaborator({ mes: 1 }, 'anne')).toBe('anne');
    expect(portfolioCollaborator({ collaborateur: 'marc' }, 'anne')).toBe('marc');
    expect(portfolioCollaborator({}, 'anne')).toBeUndefined();
  });

  it('keeps the rows of the portfolio’s clients, in their order', () => {
    const ids = new Set(['c1', 'c3']);
    const rows = [{ clientId: 'c3' }, { clientId: 'c2' }, { clientId: 'c1' }];
    expect(inPortfolio(rows, ids, (row) => row.clientId)).toEqual([{ clientId: 'c3' }, { clientId: 'c1' }]);
    expect(inPortfolio(rows, undefined, (row) => row.clientId)).toBe(rows);
  });

  it('makes « Mes clients » a toggle that replaces a chosen collaborator, and a choice leave it', () => {
    expect(toggleMine({ collaborateur: 'marc' })).toEqual({ mes: 1, collaborateur: undefined });
    expect(toggleMine({ mes: 1 })).toEqual({ mes: undefined });
    expect(chooseCollaborator('marc')).toEqual({ collaborateur: 'marc', mes: undefined });
  });
});
