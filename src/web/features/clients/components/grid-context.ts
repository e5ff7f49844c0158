import { createContext, useContext } from 'react';

import type { ClientPatch, ClientRow } from '../../../../shared/clients.ts';
import type { Software } from '../../../../shared/software.ts';
import type { UserOption } from '../../../../shared/users.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import type { ClientLookups } from '../lib/client-lookups.ts';
import type { CellPos } from '../lib/grid-state.ts';

/** What an editor hands back: the request body (null when nothing changed) and the typed text. */
export type CellEdit = { patch: ClientPatch | null; draft: string };

/** Where the keyboard goes once an edit ends: the same cell, the next or previous one, or nowhere (blur). */
export type CommitMove = 'stay' | 'next' | 'prev' | 'none';

export type GridContextValue = {
  lookups: ClientLookups;
  users: readonly UserOption[];
  software: readonly Software[];
  activate: (pos: CellPos) => void;
  startEdit: (pos: CellPos, initial?: string) => void;
  finishEdit: (pos: CellPos, edit: CellEdit, move: CommitMove) => void;
  /** Ends the edit without saving; the keyboard goes back to the cell unless `focus` is false. */
  cancelEdit: (pos: CellPos, options?: { focus?: boolean }) => void;
  focusCell: (pos: CellPos) => void;
  addCollaborator: (clientId: string, userId: string) => void;
  removeCollaborator: (clientId: string, userId: string) => void;
  requestDelete: (row: ClientRow) => void;
  openSheet: (row: ClientRow) => void;
  /** The row's « Sélectionner » box (Space on the actions cell too). */
  toggleSelect: RowSelection['toggle'];
};

export const GridContext = createContext<GridContextValue | null>(null);

export function useGridContext(): GridContextValue {
  const value = useContext(GridContext);
  if (!value) throw new Error('useGridContext: hors de <ClientsGrid>');
  return value;
}
