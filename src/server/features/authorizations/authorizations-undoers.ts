import type { Undoers } from '../../batches/batch.ts';
import { applyAuthorizationCells, type AuthorizationSnapshot } from './authorizations-bulk.service.ts';

/** How a Habilitations or Banque batch is undone: each cell back as it was (the snapshot is this feature's own JSON). */
export const authorizationUndoers = {
  'authorizations.update': ({ tx, snapshot, actor, undoOf }) => applyAuthorizationCells({ tx, cells: (snapshot as AuthorizationSnapshot).cells, actor, undoOf }),
} satisfies Undoers;
