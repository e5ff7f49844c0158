import type { Context } from 'hono';
import type { z } from 'zod';
import type { SessionEnv } from '../auth/session.ts';
import { deflateSegment, gzipOfSegments, type DeflatedSegment } from './gzip-segments.ts';

/**
 * A list whose body is `{ ...rest, [key]: rows }`, one row per client (or several, each with its
 * own id: Production's missions), in an order that only a row's sort key decides (raison sociale,
 * then id): after a write, conditional-get.ts can patch the changed clients' rows into the
 * previous body instead of reading, serialising and encoding 10,000 rows again.
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
  /**
   * For a list of several rows per client, a row's own id: a changed client's rows are all read
   * again and each replaces the row of the same id. Without it, the client's id.
   */
  rowIdOf?: (row: Row) => string;
  /** What places the row: an unchanged key keeps it where it was. */
  sortKeyOf: (row: Row) => string;
};

/**
 * The path parameters of a request for the whole list, checked by the list route's own request
 * schemas (`route.request`); null otherwise, for the route to answer (with its 400).
 */
export function wholeListParams<P extends z.ZodType>(c: Context<SessionEnv>, request: { params: P; query: z.ZodType }): z.infer<P> | null {
  const parsedParams = request.params.safeParse(c.req.param());
  return parsedParams.success && request.query.safeParse(c.req.query()).success ? parsedParams.data : null;
}

/** A list's definition, typed by its rows, as conditional-get.ts takes it (whatever the rows). */
export const patchableList = <Row>(list: PatchableList<Row>): PatchableList<never> => list;

/**
 * Whether a request of a per-client list's route asks for the whole list: no parameter but a live
 * update's `clients`, and those valid under the route's query schema. A filtered request (a page
 * of Conformité or Facturation électronique) is the route's to answer.
 */
export function isWholeListRequest(c: Context<SessionEnv>, query: z.ZodType): boolean {
  const params = c.req.query();
  return Object.keys(params).every((key) => key === 'clients') && query.safeParse(params).success;
}

/**
 * The most common such list (Conformité, Facturation électronique, Logiciels): one row per client
 * by raison sociale, its rows under `key`, read whole or for a few clients by `read` when the
 * request asks for the whole list (isWholeListRequest under `query`).
 */
export const clientRowsList = <Row extends { clientId: string; raisonSociale: string }>({
  key,
  query,
  read,
}: {
  key: string;
  query: z.ZodType;
  read: (clientIds: readonly string[] | undefined) => Promise<Row[]>;
}): PatchableList<never> =>
  patchableList<Row>({
    key,
    load: async (c, clientIds) => (isWholeListRequest(c, query) ? { [key]: await read(clientIds) } : null),
    clientIdOf: (row) => row.clientId,
    sortKeyOf: (row) => row.raisonSociale,
  });

/**
 * A serialised list: its bytes, plain and gzipped, kept as chunks of rows so that the next version
 * re-encodes only the chunks whose rows changed. Where a chunk begins depends on its first row's
 * id alone (about one row in CHUNK_ROWS begins one), so a row removed or replaced leaves every
 * other chunk as it was.
 */
export type ListRows = {
  head: Chunk;
  tail: Chunk;
  chunks: Chunk[];
  rowCount: number;
  /** The plain bytes, joined on first use: browsers take the gzip. */
  identity: () => Buffer;
  length: number;
  gzip: Buffer;
};

type Chunk = {
  /** The rows' JSON, a comma before each but the list's first. */
  bytes: Buffer;
  segment: DeflatedSegment;
  /** Per row: its id, its client, its sort key and its JSON (a view into `bytes`). */
  rowIds: string[];
  clientIds: string[];
  sortKeys: string[];
  rows: Buffer[];
};

/** Rows per chunk on average: some 40 KB of a clients list, 13 KB of an authorisations one. */
const CHUNK_ROWS = 64;

/** Whether this row begins a chunk (FNV-1a of its id). */
function beginsChunk(rowId: string): boolean {
  let hash = 0x811c9dc5;
  for (let i = 0; i < rowId.length; i++) hash = Math.imul(hash ^ rowId.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % CHUNK_ROWS === 0;
}

type Row = { rowId: string; clientId: string; sortKey: string; json: Buffer };

const COMMA = Buffer.from(',');

async function chunkOf(rows: readonly Row[], first: boolean): Promise<Chunk> {
  const pieces: Buffer[] = [];
  const spans: [number, number][] = [];
  let at = 0;
  rows.forEach((row, index) => {
    if (index > 0 || !first) {
      pieces.push(COMMA);
      at += 1;
    }
    pieces.push(row.json);
    spans.push([at, at + row.json.byteLength]);
    at += row.json.byteLength;
  });
  const bytes = Buffer.concat(pieces, at);
  return {
    bytes,
    segment: await deflateSegment(bytes),
    rowIds: rows.map((row) => row.rowId),
    clientIds: rows.map((row) => row.clientId),
    sortKeys: rows.map((row) => row.sortKey),
    // Views, not the rows' own buffers: a list is held once in memory.
    rows: spans.map(([start, end]) => bytes.subarray(start, end)),
  };
}

const plainChunk = async (bytes: Buffer): Promise<Chunk> => ({ bytes, segment: await deflateSegment(bytes), rowIds: [], clientIds: [], sortKeys: [], rows: [] });

/**
 * The list from its rows in order: each chunk reused from `reusable` when it holds the same rows
 * unchanged (same first client, same count, none of them changed), else encoded anew.
 */
async function assemble(head: Chunk, tail: Chunk, rows: readonly Row[], reusable: (start: number, end: number) => Chunk | undefined): Promise<ListRows> {
  const bounds: [number, number][] = [];
  rows.forEach((row, index) => {
    if (index === 0 || beginsChunk(row.rowId)) bounds.push([index, index + 1]);
    else {
      const last = bounds.at(-1);
      if (last) last[1] = index + 1;
    }
  });
  const chunks = await Promise.all(bounds.map(([start, end]) => reusable(start, end) ?? chunkOf(rows.slice(start, end), start === 0)));
  const all = [head, ...chunks, tail];
  let identity: Buffer | undefined;
  return {
    head,
    tail,
    chunks,
    rowCount: rows.length,
    identity: () => (identity ??= Buffer.concat(all.map((chunk) => chunk.bytes))),
    length: all.reduce((sum, chunk) => sum + chunk.bytes.byteLength, 0),
    gzip: gzipOfSegments(all.map((chunk) => chunk.segment)),
  };
}

const rowIdOf = <R>(list: PatchableList<R>, row: R): string => (list.rowIdOf ?? list.clientIdOf)(row);

/** A value no body holds: the rows go where JSON.stringify writes it. */
const HOLE = '\u0000rows\u0000';

/** The body as JSON.stringify would write it, in chunks of rows. */
export async function serialiseList<R>(list: PatchableList<R>, body: Record<string, unknown>): Promise<ListRows> {
  const rows = body[list.key] as R[];
  const [head = '', tail = ''] = JSON.stringify({ ...body, [list.key]: HOLE }).split(JSON.stringify(HOLE));
  const [headChunk, tailChunk] = await Promise.all([plainChunk(Buffer.from(`${head}[`)), plainChunk(Buffer.from(`]${tail}`))]);
  return assemble(
    headChunk,
    tailChunk,
    rows.map((row) => ({ rowId: rowIdOf(list, row), clientId: list.clientIdOf(row), sortKey: list.sortKeyOf(row), json: Buffer.from(JSON.stringify(row)) })),
    () => undefined,
  );
}

/**
 * `previous` with the rows of `changed` clients replaced by `fresh` (their rows now), or removed
 * when absent from it. Null when a patch cannot be placed: a row moves (its sort key changed) or a
 * client or row enters the list; the list is then read whole.
 */
export async function patchList<R>(list: PatchableList<R>, previous: ListRows, changed: ReadonlySet<string>, fresh: readonly R[]): Promise<ListRows | null> {
  const freshById = new Map(fresh.map((row) => [rowIdOf(list, row), row]));
  const rows: Row[] = [];
  /** Each unchanged chunk of the previous version, by its first row. */
  const kept = new Map<string, Chunk>();
  let placed = 0;
  for (const [chunkIndex, chunk] of previous.chunks.entries()) {
    if (chunk.clientIds.every((id) => !changed.has(id))) kept.set(`${chunkIndex === 0}:${chunk.rowIds[0] ?? ''}`, chunk);
    for (const [index, rowId] of chunk.rowIds.entries()) {
      const clientId = chunk.clientIds[index] ?? '';
      const sortKey = chunk.sortKeys[index] ?? '';
      if (!changed.has(clientId)) {
        rows.push({ rowId, clientId, sortKey, json: chunk.rows[index] ?? Buffer.alloc(0) });
        continue;
      }
      const row = freshById.get(rowId);
      // Gone from the list (deleted, inactive): the others keep their order.
      if (row === undefined) continue;
      if (list.sortKeyOf(row) !== sortKey) return null;
      placed++;
      rows.push({ rowId, clientId, sortKey, json: Buffer.from(JSON.stringify(row)) });
    }
  }
  // A fresh row with no place in the previous list: a client (or a client's new row) entering it.
  if (placed !== freshById.size) return null;
  return assemble(previous.head, previous.tail, rows, (start, end) => {
    const chunk = kept.get(`${start === 0}:${rows[start]?.rowId ?? ''}`);
    return chunk && chunk.rowIds.length === end - start ? chunk : undefined;
  });
}
