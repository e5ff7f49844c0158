import { useCallback, type Dispatch, type RefObject } from 'react';

import type { ClientRow } from '../../../../shared/clients.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { isFocusNowhere } from '../../../lib/focus-nowhere.ts';
import { useOfferCellUndo } from '../api/bulk-clients.ts';
import { useUpdateClient } from '../api/update-client.ts';
import type { CellEdit } from '../components/grid-context.ts';
import { revertPatch } from '../lib/cell-text.ts';
import { CLIENT_MESSAGES } from '../lib/messages.ts';
import { cellKey, type CellPos, type GridAction } from '../lib/grid-state.ts';

const FLASH_MS = 1_200;

/** The details a failed save shows under 'Erreur lors de la sauvegarde': the server's French reason. */
function failureDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : undefined;
}

type CellSaveOptions = {
  dispatch: Dispatch<GridAction>;
  /** The row as it is before the save (what « Annuler » puts back). */
  rowAt: (pos: CellPos) => ClientRow | undefined;
  gridRef: RefObject<HTMLDivElement | null>;
};

/**
 * Saves a cell's edit: the cell flashes green and the toast offers « Annuler »; a failure turns it
 * red with the typed text kept, and reopens its editor while the keyboard is still in the grid.
 */
export function useCellSave({ dispatch, rowAt, gridRef }: CellSaveOptions) {
  const { mutateAsync: updateClient } = useUpdateClient();
  const offerCellUndo = useOfferCellUndo();
  return useCallback(
    (pos: CellPos, edit: CellEdit) => {
      if (!edit.patch) return;
      const key = cellKey(pos);
      const before = rowAt(pos);
      const revert = before ? revertPatch(before, edit.patch) : null;
      updateClient({ id: pos.rowId, patch: edit.patch }).then(
        () => {
          dispatch({ type: 'saved', pos });
          setTimeout(() => dispatch({ type: 'unflash', key }), FLASH_MS);
          if (revert && before) offerCellUndo(before, revert);
        },
        (error: unknown) => {
          const focused = document.activeElement;
          const reopen = isFocusNowhere(focused) || Boolean(gridRef.current?.contains(focused));
          dispatch({ type: 'failed', pos, draft: edit.draft, reopen });
          toast.error(CLIENT_MESSAGES.saveFailed, failureDetail(error));
        },
      );
    },
    [dispatch, rowAt, updateClient, gridRef, offerCellUndo],
  );
}
