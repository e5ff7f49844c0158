import type { SettingsTabEntry } from '../../lib/feature.ts';
import { validateJournalSearch, type JournalSearch } from './lib/journal-search.ts';

/** The Paramètres tabs; 'profil' is the default and stays out of the URL. */
export const SETTINGS_TABS = ['profil', 'utilisateurs', 'systeme', 'journal'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/**
 * ?onglet=utilisateurs, ?onglet=systeme or ?onglet=journal (with its filters), or the value of a tab
 * another feature adds (FeatureDescriptor.settingsTabs); anything else is dropped.
 */
export type SettingsSearch = { onglet?: string } & JournalSearch;

// The added tabs are known to the app only, not here: every such word passes, and the page shows
// the tab only when a feature added it.
const ADDED_TAB_VALUE = /^[a-z]+(?:-[a-z]+)*$/;

export function validateSettingsSearch(search: Record<string, unknown>): SettingsSearch {
  const { onglet } = search;
  if (onglet === 'journal') return { onglet, ...validateJournalSearch(search) };
  if (onglet === 'utilisateurs' || onglet === 'systeme') return { onglet };
  return typeof onglet === 'string' && onglet !== 'profil' && ADDED_TAB_VALUE.test(onglet) ? { onglet } : {};
}

export const isSettingsTab = (value: string): value is SettingsTab => (SETTINGS_TABS as readonly string[]).includes(value);

/** Whether this user sees this tab: the profile and the tabs open to all for everyone, the rest for admins. */
export function canSeeTab(tab: string, isAdmin: boolean, added: readonly SettingsTabEntry[]): boolean {
  const entry = added.find((item) => item.value === tab);
  if (entry) return isAdmin || !entry.adminOnly;
  return isSettingsTab(tab) && (isAdmin || tab === 'profil');
}

/** The tab to show: one the user may not see, or that no feature added, lands on the profile. */
export function visibleTab(search: SettingsSearch, isAdmin: boolean, added: readonly SettingsTabEntry[] = []): string {
  const { onglet } = search;
  return onglet && canSeeTab(onglet, isAdmin, added) ? onglet : 'profil';
}

/** The search params that select a tab. */
export function searchForTab(tab: string): SettingsSearch {
  return tab === 'profil' ? {} : { onglet: tab };
}
