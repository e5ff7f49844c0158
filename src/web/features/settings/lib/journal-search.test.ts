import { describe, expect, it } from 'vitest';
import { activityQueryString, journalFilters, knownElement, validateJournalSearch } from './journal-search.ts';

const id = '0f0e0d0c-0b0a-4909-8807-060504030201';

describe('validateJournalSearch', () => {
  it('keeps well-formed filters and drops the rest', () => {
    expect(validateJournalSearch({ utilisateur: id, element: 'bank_change', du: '2026-11-01', au: '2026-11-21' })).toEqual({
      utilisateur: id,
      element: 'bank_change',
      du: '2026-11-01',
      au: '2026-11-21',
    });
    expect(validateJournalSearch({ utilisateur: 'alice', element: 'Facture !', du: '01/11/2026', au: 5 })).toEqual({});
  });
});

describe('knownElement', () => {
  it('drops an element no feature journals, and keeps the other filters', () => {
    expect(knownElement({ element: 'facture', du: '2026-11-01' }, ['client', 'task'])).toEqual({ du: '2026-11-01' });
    expect(knownElement({ element: 'task', du: '2026-11-01' }, ['client', 'task'])).toEqual({ element: 'task', du: '2026-11-01' });
  });
});

describe('activityQueryString', () => {
  it("names the filters as the API does, with the cursor of the next page", () => {
    expect(activityQueryString({ utilisateur: id, element: 'task', du: '2026-11-01', au: '2026-11-02' }, 42)).toBe(
      `user=${id}&entity=task&from=2026-11-01&to=2026-11-02&before=42`,
    );
    expect(activityQueryString({})).toBe('');
  });
});

describe('journalFilters', () => {
  it('leaves the tab and empty values out', () => {
    expect(journalFilters({ element: 'client', du: '' })).toEqual({ element: 'client' });
  });
});
