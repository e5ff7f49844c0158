import { describe, expect, it } from 'vitest';

import { foldText, matchesClientQuery, prepareClientQuery } from './client-search.ts';

describe('foldText', () => {
  it('drops accents and case', () => {
    expect(foldText('Société Générale ÉCOLE Œuvre')).toBe('societe generale ecole œuvre');
    expect(foldText('ÇA')).toBe('ca');
  });
});

describe('matchesClientQuery', () => {
  const societe = { raisonSociale: 'Société Dupré', siret: '73282932000074', numeroClient: 'C-0042' };

  const matches = (raw: string) => {
    const query = prepareClientQuery(raw);
    if (!query) throw new Error('empty query');
    return matchesClientQuery(societe, query);
  };

  it('finds the raison sociale whatever the accents and case', () => {
    expect(matches('societe')).toBe(true);
    expect(matches('SOCIÉTÉ DU')).toBe(true);
    expect(matches('dupre')).toBe(true);
    expect(matches('durand')).toBe(false);
  });

  it('finds a SIRET by any part, spaces ignored', () => {
    expect(matches('82932')).toBe(true);
    expect(matches('732 829 320')).toBe(true);
    expect(matches('99999')).toBe(false);
  });

  it('finds the numéro client as contained text', () => {
    expect(matches('c-004')).toBe(true);
    expect(matches('0042')).toBe(true);
  });

  it('treats blank input as no search', () => {
    expect(prepareClientQuery('   ')).toBeNull();
  });
});
