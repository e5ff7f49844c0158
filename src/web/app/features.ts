import { createJournal } from '../../shared/activity.ts';
import { FEATURES } from '../features/index.ts';
import type { NavItem } from '../features/shell/nav-item.ts';
import type { FeatureDescriptor, FeaturePage, SettingsTabEntry } from '../lib/feature.ts';
import { bankPage } from './bank/index.ts';
import { buildLiveTable } from './live/live-plan.ts';

// What the app builds from the features' descriptors, once.

type Feature = (typeof FEATURES)[number];
type PagesOf<F> = F extends { pages: readonly (infer P)[] } ? P : never;
type PublicPagesOf<F> = F extends { publicPages: readonly (infer P)[] } ? P : never;
type ShellPage = PagesOf<Feature> | typeof bankPage;

/** Pages inside the signed-in shell: the features' own, then those the app composes from several features. */
export const SHELL_PAGES: readonly ShellPage[] = [...FEATURES.flatMap((feature): readonly ShellPage[] => feature.pages), bankPage];

/** Pages outside the session gate. */
export const PUBLIC_PAGES: readonly PublicPagesOf<Feature>[] = FEATURES.flatMap((feature) =>
  'publicPages' in feature ? feature.publicPages : [],
);

const navPages: readonly FeaturePage[] = SHELL_PAGES;
const descriptors: readonly FeatureDescriptor[] = FEATURES;

/** The sidebar's entries, in their order. */
export const NAV_ITEMS: readonly NavItem[] = navPages
  .flatMap(({ path, label, nav }) => (nav ? [{ to: `/${path}`, label, icon: nav.icon, order: nav.order }] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ to, label, icon }) => ({ to, label, icon }));

/** The journal as the browser reads it (labels, subjects, values, lines): every feature's journal entities. */
export const JOURNAL = createJournal(FEATURES.flatMap((feature) => ('journal' in feature ? feature.journal : [])));

/** The tabs features add to Paramètres, after its own, in the features' order. */
export const SETTINGS_TABS: readonly SettingsTabEntry[] = descriptors.flatMap((feature) => feature.settingsTabs ?? []);

/** How this tab follows the journal: what each change makes stale, which lists it patches. */
export const LIVE_TABLE = buildLiveTable(FEATURES);
