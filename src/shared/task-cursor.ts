import { z } from 'zod';
import { encodePageCursor } from './page-cursor.ts';
import { TASK_PRIORITIES } from './tasks.ts';

/** The list's orders: due date (SPEC §2, undated last), priority (most urgent first), creation (newest first). */
export const TASK_SORTS = ['due', 'priority', 'created'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

// Instants to the microsecond, as PostgreSQL keeps them: a millisecond cursor would skip or
// repeat tasks created within the same millisecond.
const instant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

/**
 * Where the next page starts: the last row's sort key and id. Opaque to the browser, which
 * sends back the nextCursor it was given; `due: null` is an undated task (sorted last).
 */
export const taskCursorSchema = z.discriminatedUnion('sort', [
  z.strictObject({ sort: z.literal('due'), due: instant.nullable(), created: instant, id: z.uuid() }),
  z.strictObject({ sort: z.literal('priority'), priority: z.enum(TASK_PRIORITIES), due: instant.nullable(), created: instant, id: z.uuid() }),
  z.strictObject({ sort: z.literal('created'), created: instant, id: z.uuid() }),
]);
export type TaskCursor = z.infer<typeof taskCursorSchema>;

/** The cursor as the API hands it out (shared/page-cursor.ts). */
export const encodeTaskCursor = (cursor: TaskCursor): string => encodePageCursor(cursor);
