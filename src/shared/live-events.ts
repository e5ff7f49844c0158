import { z } from 'zod';

/**
 * What the live-updates stream says about a write: which rows changed, never their values, so
 * a browser refetches what it may read. `bulk` means too many rows to list (an import): the
 * entities then carry only their kind.
 */
export const changedEntitySchema = z.object({
  entity: z.string(),
  entityId: z.string().optional(),
  clientId: z.string().nullable().optional(),
});
export type ChangedEntity = z.infer<typeof changedEntitySchema>;

export const liveChangeSchema = z.object({
  entities: z.array(changedEntitySchema),
  bulk: z.boolean().optional(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** The stream's event names: a change, a gap too large to replay, the stream's greeting. */
export const LIVE_EVENTS = { change: 'change', resync: 'resync', ready: 'ready' } as const;
