import { useCallback } from 'react';

/** A page route's navigate, as far as merging its search params goes. */
export type SearchNavigate<S> = (options: { search: (previous: S) => S; replace?: boolean }) => Promise<void>;

/**
 * Writes a client list's URL params, merged into the current ones. `replace` for typing (no
 * history entry per pause); a tab, a tile or a filter is a step the back button undoes.
 */
export function useListSearchUpdate<S extends object>(navigate: SearchNavigate<S>) {
  return useCallback(
    (changes: Partial<S>, replace: boolean) =>
      void navigate({ search: (previous) => ({ ...previous, ...changes }), replace }),
    [navigate],
  );
}
