import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { selectAllState, toggleAll, toggleOne, toggleRange, visibleSelection } from './lib/row-selection.ts';

/** Every id a paged list's filters show (GET /api/tasks/ids), and how many they show in all. */
export type AllIds = { ids: readonly string[]; total: number };

type RowSelectionOptions = {
  /** The ids the table shows, in its order (a paged list: the rows loaded so far). */
  ids: readonly string[];
  /** The filters, as one string: when it changes, the selection is dropped. */
  resetKey: string;
  /** A list paged on the server: « Tout sélectionner » asks it for every id its filters show. */
  fetchAllIds?: () => Promise<AllIds>;
};

type Selected = { key: string; ids: ReadonlySet<string>; anchor: string | null; total: number | null };

export type RowSelection = {
  isSelected: (id: string) => boolean;
  /** The selected ids, in the table's order where it has them. */
  selectedIds: readonly string[];
  count: number;
  /** How many rows the filters show, when a paged list's « Tout sélectionner » found more than it may select. */
  total: number | null;
  allState: boolean | 'mixed';
  loadingAll: boolean;
  /** A row's box: `range` (Shift held) extends from the last box clicked. */
  toggle: (id: string, on: boolean, range: boolean) => void;
  toggleAll: () => void;
  clear: () => void;
};

const NOTHING: ReadonlySet<string> = new Set();

/**
 * The selection of a table, kept by row id: it survives virtual scrolling (rows leaving the DOM)
 * and is dropped when the filters change, so no hidden row stays selected.
 */
export function useRowSelection({ ids, resetKey, fetchAllIds }: RowSelectionOptions): RowSelection {
  const [state, setState] = useState<Selected>({ key: resetKey, ids: NOTHING, anchor: null, total: null });
  const [loadingAll, setLoadingAll] = useState(false);
  const current = state.key === resetKey ? state : { key: resetKey, ids: NOTHING, anchor: null, total: null };
  const paged = fetchAllIds !== undefined;

  // The latest rows and filters, for the stable callbacks the memoised rows hold.
  const idsRef = useRef(ids);
  const keyRef = useRef(resetKey);
  useLayoutEffect(() => {
    idsRef.current = ids;
    keyRef.current = resetKey;
  });

  const update = useCallback((change: (previous: Selected) => Selected) => {
    setState((previous) => change(previous.key === keyRef.current ? previous : { key: keyRef.current, ids: NOTHING, anchor: null, total: null }));
  }, []);

  const toggle = useCallback(
    (id: string, on: boolean, range: boolean) =>
      update((previous) => ({
        ...previous,
        ids: range ? toggleRange(previous.ids, idsRef.current, { anchor: previous.anchor, id, on }) : toggleOne(previous.ids, id, on),
        anchor: id,
      })),
    [update],
  );

  const clear = useCallback(() => update((previous) => ({ ...previous, ids: NOTHING, anchor: null, total: null })), [update]);

  const everyLoadedSelected = ids.length > 0 && ids.every((id) => current.ids.has(id));
  const handleToggleAll = () => {
    if (!fetchAllIds || everyLoadedSelected) {
      update((previous) => ({ ...previous, ids: toggleAll(previous.ids, idsRef.current), anchor: null, total: null }));
      return;
    }
    const key = resetKey;
    setLoadingAll(true);
    fetchAllIds().then(
      (all) => {
        setLoadingAll(false);
        // The filters changed meanwhile: these ids are no longer what the table shows.
        if (keyRef.current !== key) return;
        update((previous) => ({ ...previous, ids: new Set(all.ids), anchor: null, total: all.total > all.ids.length ? all.total : null }));
      },
      () => setLoadingAll(false),
    );
  };

  const selectedIds = useMemo(
    () => (paged ? [...current.ids] : visibleSelection(current.ids, ids)),
    [paged, current.ids, ids],
  );

  return {
    isSelected: (id) => current.ids.has(id),
    selectedIds,
    count: selectedIds.length,
    total: current.total,
    allState: paged ? (current.ids.size === 0 ? false : everyLoadedSelected ? true : 'mixed') : selectAllState(current.ids, ids),
    loadingAll,
    toggle,
    toggleAll: handleToggleAll,
    clear,
  };
}
