import { validateJournalSearch, type JournalSearch } from './lib/journal-search.ts';

/** The Paramètres tabs; 'profil' is the default and stays out of the URL. */
export const SETTINGS_TABS = ['profil', 'utilisateurs', 'systeme', 'journal'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** ?onglet=utilisateurs, ?onglet=systeme or ?onglet=journal (with its filters); anything else is dropped. */
export type SettingsSearch = { onglet?: Exclude<SettingsTab, 'profil'> } & JournalSearch;

export function validateSettingsSearch(search: Record<string, unknown>): SettingsSearch {
  const { onglet } = search;
  if (onglet === 'journal') return { onglet, ...validateJournalSearch(search) };
  return onglet === 'utilisateurs' || onglet === 'systeme' ? { onglet } : {};
}

/** The tab to show: the admin tabs are not there for others, who land on their profile. */
export function visibleTab(search: SettingsSearch, isAdmin: boolean): SettingsTab {
  return isAdmin && search.onglet ? search.onglet : 'profil';
}

/** The search params that select a tab. */
export function searchForTab(tab: SettingsTab): SettingsSearch {
  return tab === 'profil' ? {} : { onglet: tab };
}
