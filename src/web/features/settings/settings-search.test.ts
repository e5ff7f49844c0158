import { Receipt } from 'lucide-react';
import { describe, expect, it } from 'vitest';

import type { SettingsTabEntry } from '../../lib/feature.ts';
import { searchForTab, validateSettingsSearch, visibleTab } from './settings-search.ts';

const addedTab = (value: string, adminOnly: boolean): SettingsTabEntry => ({ value, label: value, icon: Receipt, adminOnly, component: () => null });

describe('validateSettingsSearch', () => {
  it('keeps the two admin tabs and drops everything else', () => {
    expect(validateSettingsSearch({ onglet: 'utilisateurs' })).toEqual({ onglet: 'utilisateurs' });
    expect(validateSettingsSearch({ onglet: 'systeme', autre: 1 })).toEqual({ onglet: 'systeme' });
    expect(validateSettingsSearch({ onglet: 'profil' })).toEqual({});
    expect(validateSettingsSearch({ onglet: 'Utilisateurs' })).toEqual({});
    expect(validateSettingsSearch({ onglet: 'profil autre' })).toEqual({});
    expect(validateSettingsSearch({ onglet: 3 })).toEqual({});
    expect(validateSettingsSearch({})).toEqual({});
  });

  it('keeps the journal tab with its filters, and the filters only there', () => {
    expect(validateSettingsSearch({ onglet: 'journal', element: 'client', du: '2026-11-01' })).toEqual({ onglet: 'journal', element: 'client', du: '2026-11-01' });
    expect(validateSettingsSearch({ onglet: 'systeme', element: 'client' })).toEqual({ onglet: 'systeme' });
  });
});

describe('validateSettingsSearch, tabs other features add', () => {
  it('keeps a lower-case word, which only the page can match against the added tabs', () => {
    expect(validateSettingsSearch({ onglet: 'facturation-electronique' })).toEqual({ onglet: 'facturation-electronique' });
    expect(validateSettingsSearch({ onglet: 'facturation-electronique', element: 'client' })).toEqual({ onglet: 'facturation-electronique' });
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

describe('visibleTab, tabs other features add', () => {
  const added = [addedTab('facturation-electronique', true), addedTab('pour-tous', false)];

  it('shows an admin-only added tab to admins and the profile to others', () => {
    expect(visibleTab({ onglet: 'facturation-electronique' }, true, added)).toBe('facturation-electronique');
    expect(visibleTab({ onglet: 'facturation-electronique' }, false, added)).toBe('profil');
  });

  it('shows an added tab open to all to everyone', () => {
    expect(visibleTab({ onglet: 'pour-tous' }, false, added)).toBe('pour-tous');
  });

  it('lands on the profile for a word no feature added', () => {
    expect(visibleTab({ onglet: 'inconnu' }, true, added)).toBe('profil');
  });
});

describe('searchForTab', () => {
  it('leaves the default tab out of the URL', () => {
    expect(searchForTab('profil')).toEqual({});
    expect(searchForTab('utilisateurs')).toEqual({ onglet: 'utilisateurs' });
  });
});
