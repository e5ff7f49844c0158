import { z } from 'zod';
import { isoDateSchema } from '../iso-date.ts';
import { encodePageCursor } from '../page-cursor.ts';
import { OBLIGATION_KINDS } from './kinds.ts';

/**
 * Where the next page of GET /api/obligations starts: the last row's sort key (due date, client
 * name, kind, period) and its id, the list's whole ORDER BY, so no row is lost or repeated between
 * pages. Opaque to the browser, which sends back the nextCursor it was given.
 */
export const obligationCursorSchema = z.strictObject({
  dueDate: isoDateSchema,
  raisonSociale: z.string(),
  kind: z.enum(OBLIGATION_KINDS),
  period: z.string().max(100),
  id: z.uuid(),
});
export type ObligationCursor = z.infer<typeof obligationCursorSchema>;

/** The cursor as the API hands it out (shared/page-cursor.ts). */
export const encodeObligationCursor = (cursor: ObligationCursor): string => encodePageCursor(cursor);
