import type { Undoers } from '../../batches/batch.ts';
import { applyTrackingCells, type TrackingSnapshot } from './tracking-bulk.service.ts';

/** How a Suivi batch is undone: each cell of the year column back as it was (the snapshot is this feature's own JSON). */
export const trackingUndoers = {
  'tracking.update': ({ tx, snapshot, actor, undoOf }) => {
    const { kind, year, cells } = snapshot as TrackingSnapshot;
    return applyTrackingCells({ tx, kind, year, cells, actor, undoOf });
  },
} satisfies Undoers;
