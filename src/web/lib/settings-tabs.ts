import { createContext, useContext } from 'react';

import type { SettingsTabEntry } from './feature.ts';

// The Paramètres tabs other features add (FeatureDescriptor.settingsTabs). The app gathers them
// from the descriptors and provides them around the pages, as it hands the shell its sidebar.

const SettingsTabsContext = createContext<readonly SettingsTabEntry[]>([]);

export const SettingsTabsProvider = SettingsTabsContext.Provider;

/** The features' Paramètres tabs, in the features' order; none without a provider (a component test). */
export function useSettingsTabs(): readonly SettingsTabEntry[] {
  return useContext(SettingsTabsContext);
}
