import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

import type { KeyPrefix } from './feature.ts';

/**
 * What a change to these journal entities makes stale, in every feature: the same queries a
 * colleague's change refreshes. The app builds it from the feature descriptors and provides it;
 * without a provider (a component test) a write refreshes nothing else.
 */
export type StaleQueries = (entities: readonly string[]) => KeyPrefix[];

const StaleQueriesContext = createContext<StaleQueries>(() => []);

export const StaleQueriesProvider = StaleQueriesContext.Provider;

/** What a write of this tab to these entities makes stale (a bulk change, its undo). */
export function useStaleQueries(entities: readonly string[]): KeyPrefix[] {
  return useContext(StaleQueriesContext)(entities);
}

/** Invalidates every query below each prefix. */
export function invalidatePrefixes(queryClient: QueryClient, prefixes: readonly KeyPrefix[]): void {
  for (const queryKey of prefixes) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
}
