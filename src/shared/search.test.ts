import { describe, expect, it } from 'vitest';
import { escapeLike, normalizeSearchText, searchDigits, searchQuerySchema } from './search.ts';

describe('searchDigits', () => {
  it('reads a SIRET typed in groups as its 14 digits', () => {
    expect(searchDigits('732 829 320 00074')).toBe('73282932000074');
    expect(searchDigits(' 73282932000074 ')).toBe('73282932000074');
    expect(searchDigits('732\u00a0829')).toBe('732829');
  });

  it('is null when the query is not only digits', () => {
    expect(searchDigits('C00042')).toBeNull();
    expect(searchDigits('societe 2025')).toBeNull();
    expect(searchDigits('   ')).toBeNull();
  });
});

describe('escapeLike', () => {
  it('makes %, _ and the backslash literal', () => {
    expect(escapeLike('100% bio_a\\b')).toBe('100\\% bio\\_a\\\\b');
    expect(escapeLike('Société Générale')).toBe('Société Générale');
  });
});

describe('normalizeSearchText', () => {
  it('trims and collapses spaces', () => {
    expect(normalizeSearchText('  societe \t  generale ')).toBe('societe generale');
  });
});

describe('searchQuerySchema', () => {
  it('trims the query and refuses it blank or over 100 characters, in French', () => {
    expect(searchQuerySchema.parse({ q: '  tva ' })).toEqual({ q: 'tva' });
    expect(searchQuerySchema.safeParse({ q: '   ' }).error?.issues[0]?.message).toBe('Saisissez un terme de recherche');
    expect(searchQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('Saisissez un terme de recherche');
    expect(searchQuerySchema.safeParse({ q: 'a'.repeat(101) }).error?.issues[0]?.message).toBe(
      'La recherche : 100 caractères au maximum',
    );
    expect(searchQuerySchema.safeParse({ q: 'a'.repeat(100) }).success).toBe(true);
  });
});
