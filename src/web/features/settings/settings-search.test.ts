import { describe, expect, it } from 'vitest';
import { searchForTab, validateSettingsSearch, visibleTab } from './settings-search.ts';

describe('validateSettingsSearch', () => {
  it('keeps the two admin tabs and drops everything else', () => {
    expect(validateSettingsSearch({ onglet: 'utilisateurs' })).toEqual({ onglet: 'utilisateurs' });
    expect(validateSettingsSearch({ onglet: 'systeme', autre: 1 })).toEqual({ onglet: 'systeme' });
    expect(validateSettingsSearch({ onglet: 'profil' })).toEqual({});
    expect(validateSettingsSearch({ onglet: 'Utilisateurs' })).toEqual({});
    expect(validateSettingsSearch({ onglet: 3 })).toEqual({});
    expect(validateSettingsSearch({})).toEqual({});
  });

  it('keeps the journal tab with its filters, and the filters only there', () => {
    expect(validateSettingsSearch({ onglet: 'journal', element: 'client', du: '2026-11-01' })).toEqual({ onglet: 'journal', element: 'client', du: '2026-11-01' });
    expect(validateSettingsSearch({ onglet: 'systeme', element: 'client' })).toEqual({ onglet: 'systeme' });
  });
});

describe('visibleTab', () => {
  it('shows the tab of the URL to an admin', () => {
    expect(visibleTab({ onglet: 'utilisateurs' }, true)).toBe('utilisateurs');
    expect(visibleTab({ onglet: 'systeme' }, true)).toBe('systeme');
    expect(visibleTab({}, true)).toBe('profil');
  });

  it('shows the profile to anyone else, whatever the URL says', () => {
    expect(visibleTab({ onglet: 'journal' }, false)).toBe('profil');
    expect(visibleTab({ onglet: 'utilisateurs' }, false)).toBe('profil');
    expect(visibleTab({ onglet: 'systeme' }, false)).toBe('profil');
  });
});

describe('searchForTab', () => {
  it('leaves the default tab out of the URL', () => {
    expect(searchForTab('profil')).toEqual({});
    expect(searchForTab('utilisateurs')).toEqual({ onglet: 'utilisateurs' });
  });
});
