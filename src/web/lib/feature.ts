import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RouteComponent } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';

import type { JournalEntity } from '../../shared/journal-entity.ts';

// What a browser feature tells the app about itself (src/web/features/<name>/index.ts). The app
// builds the router, the sidebar, live invalidation and the journal from the list of these
// (src/web/features/index.ts), so adding a feature edits no central table.

/** The first elements of TanStack Query keys: invalidating one reaches every query below it. */
export type KeyPrefix = readonly string[];

/** Parses a page's search params from the URL (the router's validateSearch). */
export type SearchValidator<TSearch = unknown> = (search: Record<string, unknown>) => TSearch;

export type FeaturePage<TPath extends string = string, TSearch = unknown> = {
  /** The URL, in French ('echeances'); the route id is '/app/<path>' (getRouteApi). */
  path: TPath;
  /** The page's name: its heading, its browser tab's title and its sidebar entry. */
  label: string;
  validateSearch?: SearchValidator<TSearch>;
  /** lazyRouteComponent(() => import(...)): each page is its own chunk, fetched on first visit. */
  component: RouteComponent;
  /** Its place in the sidebar; a page without one is reached by links only. */
  nav?: { icon: LucideIcon; order: number };
  /**
   * Starts the page's main request once its route is entered, beside its chunk and the session
   * check rather than after them (ensureQueryData: a list already cached is left to the page).
   * Not on a link's hover: a large list is read only when the page is opened. `search`: the URL's
   * search params as parsed, not yet validated (a page whose request depends on them validates them).
   */
  prefetch?: (queryClient: QueryClient, search: Record<string, unknown>) => void;
};

/**
 * A cached list whose rows belong to clients and whose API answers with only some clients' rows:
 * a change to those clients fetches their rows and patches them in, instead of reloading the list.
 */
export type PatchedList = {
  /** The query-key prefix of the cached lists. */
  prefix: KeyPrefix;
  /** The same list narrowed to the clients' rows, or null for a query under the prefix that is not such a list. */
  urlOf: (key: QueryKey, clients: string) => string | null;
  patch: (current: unknown, fresh: unknown, clientIds: readonly string[]) => unknown;
};

/**
 * A tab a feature adds to Paramètres (the settings feature's page), which it could not import: the
 * app gathers the descriptors' tabs and provides them (lib/settings-tabs.ts) after the page's own.
 */
export type SettingsTabEntry = {
  /** Its ?onglet= value, in French ('facturation-electronique'). */
  value: string;
  label: string;
  icon: LucideIcon;
  /** Shown to admins only (the server checks the role on every write anyway). */
  adminOnly: boolean;
  /** React.lazy(() => import(...)): fetched when the tab is first shown. */
  component: ComponentType;
};

export type FeatureDescriptor = {
  /** The feature's English name, its folder's: the same in src/server/features and src/shared. */
  name: string;
  /** Pages inside the signed-in shell. */
  pages: readonly FeaturePage[];
  /** Pages outside the session gate (a password reset link). */
  publicPages?: readonly FeaturePage[];
  /** The journal entries this feature writes (src/shared/<feature>), as the journal reads them. */
  journal?: readonly JournalEntity[];
  /**
   * Which of this feature's queries a change to a journal entity (its own or another feature's,
   * by code) makes stale: a colleague's change heard on the live stream, or this tab's bulk write.
   */
  staleOn?: Readonly<Record<string, readonly KeyPrefix[]>>;
  /** This feature's queries that any write may change (counts, the journal, search). */
  staleOnAnyChange?: readonly KeyPrefix[];
  /** This feature's lists of one row per client, patched rather than reloaded. */
  patchedLists?: readonly PatchedList[];
  /** This feature's journal entities whose change, sent with a client id, is that client's rows in the patched lists. */
  clientRowEntities?: readonly string[];
  /** Tabs this feature adds to Paramètres. */
  settingsTabs?: readonly SettingsTabEntry[];
};
