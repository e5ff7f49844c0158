import type { Context } from 'hono';
import type { z } from 'zod';
import type { SessionEnv } from '../auth/session.ts';

/**
 * A list whose body is `{ ...rest, [key]: rows }`, one row per client, in an order that only a
 * row's sort key decides (raison sociale, then id): after a write, conditional-get.ts can patch
 * the changed clients' rows into the previous body instead of reading, serialising and encoding
 * 10,000 rows again.
 */
export type PatchableList<Row> = {
  /** Where the rows sit in the body. */
  key: string;
  /**
   * The list's body, or only the rows of `clientIds` (any order; a client the list leaves out, such
   * as an inactive one, is absent). Null when the request is not this list's (an invalid
   * parameter): the route then answers it.
   */
  load: (c: Context<SessionEnv>, clientIds?: readonly string[]) => Promise<Record<string, unknown> | null>;
  clientIdOf: (row: Row) => string;
  /** What places the row: an unchanged key keeps it where it was. */
  sortKeyOf: (row: Row) => string;
};

/**
 * The path parameters of a request for the whole list, its query string checked by the route's
 * own schema; null otherwise, for the route to answer (with its 400).
 */
export function wholeListParams<P extends z.ZodType>(c: Context<SessionEnv>, params: P, query: z.ZodType): z.infer<P> | null {
  const parsedParams = params.safeParse(c.req.param());
  return parsedParams.success && query.safeParse(c.req.query()).success ? parsedParams.data : null;
}

/** A list's definition, typed by its rows, as conditional-get.ts takes it (whatever the rows). */
export const patchableList = <Row>(list: PatchableList<Row>): PatchableList<never> => list;

/** A serialised list: its bytes, and where each row lies in them, for the next patch. */
export type ListRows = {
  identity: Buffer;
  /** Where the rows' array opens (the byte after its '[') and where it closes (its ']'). */
  open: number;
  close: number;
  /** Each row's bytes: identity[starts[i], ends[i]). */
  starts: number[];
  ends: number[];
  clientIds: string[];
  sortKeys: string[];
};

/** A value no body holds: the rows go where JSON.stringify writes it. */
const HOLE = '\u0000rows\u0000';

/** Writes the rows one by one between `head` and `tail`, noting where each lies. */
function writeRows(head: Buffer, rows: readonly (Buffer | string)[], tail: Buffer, clientIds: string[], sortKeys: string[]): ListRows {
  const pieces: Buffer[] = [head];
  const starts: number[] = [];
  const ends: number[] = [];
  let at = head.byteLength;
  const comma = Buffer.from(',');
  rows.forEach((row, index) => {
    if (index > 0) {
      pieces.push(comma);
      at += 1;
    }
    const piece = typeof row === 'string' ? Buffer.from(row) : row;
    starts.push(at);
    pieces.push(piece);
    at += piece.byteLength;
    ends.push(at);
  });
  pieces.push(tail);
  return { identity: Buffer.concat(pieces), open: head.byteLength, close: at, starts, ends, clientIds, sortKeys };
}

/** The body as JSON.stringify would write it, each row's place noted. */
export function serialiseList<Row>(list: PatchableList<Row>, body: Record<string, unknown>): ListRows {
  const rows = body[list.key] as Row[];
  const [head = '', tail = ''] = JSON.stringify({ ...body, [list.key]: HOLE }).split(JSON.stringify(HOLE));
  return writeRows(
    Buffer.from(`${head}[`),
    rows.map((row) => JSON.stringify(row)),
    Buffer.from(`]${tail}`),
    rows.map(list.clientIdOf),
    rows.map(list.sortKeyOf),
  );
}

/**
 * `previous` with the rows of `changed` clients replaced by `fresh` (their rows now), or removed
 * when absent from it. Null when a patch cannot be placed: a row moves (its sort key changed) or a
 * client enters the list; the list is then read whole.
 */
export function patchList<Row>(list: PatchableList<Row>, previous: ListRows, changed: ReadonlySet<string>, fresh: readonly Row[]): ListRows | null {
  const freshById = new Map(fresh.map((row) => [list.clientIdOf(row), row]));
  const rows: (Buffer | string)[] = [];
  const clientIds: string[] = [];
  const sortKeys: string[] = [];
  let placed = 0;
  for (const [index, id] of previous.clientIds.entries()) {
    const sortKey = previous.sortKeys[index] ?? '';
    if (changed.has(id)) {
      const row = freshById.get(id);
      // Gone from the list (deleted, inactive): the others keep their order.
      if (row === undefined) continue;
      if (list.sortKeyOf(row) !== sortKey) return null;
      placed++;
      rows.push(JSON.stringify(row));
    } else {
      rows.push(previous.identity.subarray(previous.starts[index], previous.ends[index]));
    }
    clientIds.push(id);
    sortKeys.push(sortKey);
  }
  // A fresh row with no place in the previous list: a client entering it.
  if (placed !== freshById.size) return null;
  const { identity, open, close } = previous;
  return writeRows(identity.subarray(0, open), rows, identity.subarray(close), clientIds, sortKeys);
}
