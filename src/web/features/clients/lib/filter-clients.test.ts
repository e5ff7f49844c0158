import { describe, expect, it } from 'vitest';

import { hasActiveFilters } from './filter-clients.ts';

describe('hasActiveFilters', () => {
  it('counts a search of spaces as none, and any collaborator or classification as one', () => {
    expect(hasActiveFilters({ query: ' ' })).toBe(false);
    expect(hasActiveFilters({ query: 'societe' })).toBe(true);
    expect(hasActiveFilters({ query: '', collaboratorId: 'a0000000-0000-4000-8000-000000000001' })).toBe(true);
    expect(hasActiveFilters({ query: '', classification: 'SCI' })).toBe(true);
  });
});
