import type { ServerFeature } from '../../feature.ts';
import { createBatchesRoutes } from './batches.routes.ts';

/**
 * « Annuler » on a bulk action: POST /api/batches/{batchId}/undo, with the undoers every feature
 * registers for its batch kinds (the kernel that records batches is src/server/batches).
 */
export const batchesFeature: ServerFeature = {
  name: 'batches',
  routes: [{ path: '/batches', create: ({ db, undoers }) => createBatchesRoutes({ db, undoers }) }],
};
