import { clientSheetRootKey } from '../../../entities/client/client-sheet-query-key.ts';
import type { KeyPrefix } from '../../../lib/feature.ts';

/** Every list of missions (the board, the production table, whatever their filters). */
export const missionsRootKey = ['missions'] as const;
/** Every « Avancement » chart and per-collaborator table. */
export const missionProgressRootKey = ['mission-progress'] as const;

/** What a mission's change makes stale besides its own sheet: the lists, the chart, the client's sheet. */
export const MISSIONS_STALE_AFTER_WRITE: readonly KeyPrefix[] = [missionsRootKey, missionProgressRootKey, clientSheetRootKey];
