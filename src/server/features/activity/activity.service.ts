import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_EXPORT_LIMIT,
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type ActivityFilters,
  type ActivityPage,
} from '../../../shared/activity.ts';
import { parisMidnight } from '../../../shared/paris-time.ts';
import { activityEntryColumns } from '../../activity/entry-columns.ts';
import type { DbOrTx } from '../../db/client.ts';
import { activityBatches, activityLog, clients, software, users } from '../../db/schema/index.ts';

/** Midnight in Paris at the start of 'YYYY-MM-DD', `plusDays` later. */
function whereFilters(filters: ActivityFilters, before: number | undefined): SQL | undefined {
  return and(
    filters.user ? eq(activityLog.userId, filters.user) : undefined,
    // A code the route checked against the journal's entities (the stored enum's values).
    filters.entity ? sql`${activityLog.entity} = ${filters.entity}` : undefined,
    filters.clientId ? eq(activityLog.clientId, filters.clientId) : undefined,
    filters.from ? gte(activityLog.at, parisMidnight(filters.from)) : undefined,
    // `to` is included: everything before the next Paris midnight.
    filters.to ? lt(activityLog.at, parisMidnight(filters.to, 1)) : undefined,
    filters.batch ? eq(activityLog.batchId, filters.batch) : undefined,
    before === undefined ? undefined : lt(activityLog.id, before),
  );
}

/**
 * A batch as one line: its newest entry (of the filtered element) stands for it, found in one
 * probe of (batch_id, id). A client's journal, or one batch's, lists every row.
 */
function oneLinePerBatch(filters: ActivityFilters): SQL | undefined {
  if (filters.batch || filters.clientId) return undefined;
  const sameEntity = filters.entity ? sql`AND b.entity = ${filters.entity}` : sql``;
  return sql`(${activityLog.batchId} IS NULL OR ${activityLog.id} = (
    SELECT max(b.id) FROM ${activityLog} AS b WHERE b.batch_id = ${activityLog.batchId} ${sameEntity}))`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Reference = 'client' | 'user' | 'software';
type Row = Omit<ActivityEntry, 'clientName'>;

/** Fields whose values are identifiers: the journal shows the name behind them instead. */
function referenceOf(row: Pick<Row, 'entity' | 'field'>): Reference | undefined {
  if (row.field === 'softwareId') return 'software';
  if (row.entity === 'task' && row.field === 'assignedTo') return 'user';
  if (row.entity === 'task' && row.field === 'clientId') return 'client';
  return undefined;
}

/** Identifiers per lookup: an export can name thousands of clients, a statement takes 65,535 parameters. */
const LOOKUP_SLICE = 10_000;

async function namesOf(db: DbOrTx, kind: Reference, ids: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let at = 0; at < ids.length; at += LOOKUP_SLICE) {
    const slice = ids.slice(at, at + LOOKUP_SLICE);
    const rows =
      kind === 'client'
        ? await db.select({ id: clients.id, name: clients.raisonSociale }).from(clients).where(inArray(clients.id, slice))
        : kind === 'user'
          ? await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, slice))
          : await db.select({ id: software.id, name: software.name }).from(software).where(inArray(software.id, slice));
    for (const row of rows) names.set(row.id, row.name);
  }
  return names;
}

/**
 * Replaces identifiers by today's names (a client, a user, a software), one query per kind for
 * the whole page; an identifier whose row is gone stays as it was stored.
 */
async function withNames(db: DbOrTx, rows: Row[]): Promise<ActivityEntry[]> {
  const wanted: Record<Reference, Set<string>> = { client: new Set(), user: new Set(), software: new Set() };
  for (const row of rows) {
    if (row.clientId) wanted.client.add(row.clientId);
    const kind = referenceOf(row);
    if (!kind) continue;
    for (const value of [row.oldValue, row.newValue]) if (value && UUID.test(value)) wanted[kind].add(value);
  }
  // One after the other: the embedded database serves one statement at a time anyway.
  const names = {
    client: await namesOf(db, 'client', [...wanted.client]),
    user: await namesOf(db, 'user', [...wanted.user]),
    software: await namesOf(db, 'software', [...wanted.software]),
  };
  return rows.map((row) => {
    const kind = referenceOf(row);
    const name = (value: string | null) => (kind && value ? (names[kind].get(value) ?? value) : value);
    return {
      ...row,
      clientName: row.clientId ? (names.client.get(row.clientId) ?? null) : null,
      oldValue: name(row.oldValue),
      newValue: name(row.newValue),
    };
  });
}

async function selectEntries(
  db: DbOrTx,
  filters: ActivityFilters,
  { before, limit, grouped = false }: { before?: number; limit: number; grouped?: boolean },
): Promise<Row[]> {
  const rows = await db
    .select({
      ...activityEntryColumns,
      userId: activityLog.userId,
      clientId: activityLog.clientId,
      batch: sql<Row['batch']>`CASE WHEN ${activityBatches.id} IS NULL THEN NULL
        ELSE json_build_object('id', ${activityBatches.id}, 'kind', ${activityBatches.kind}, 'rowCount', ${activityBatches.rowCount}, 'undoOf', ${activityBatches.undoOf}) END`,
    })
    .from(activityLog)
    .leftJoin(activityBatches, eq(activityBatches.id, activityLog.batchId))
    .where(and(whereFilters(filters, before), grouped ? oneLinePerBatch(filters) : undefined))
    // The id follows the order of writing, and the primary key serves it: a stable keyset.
    .orderBy(desc(activityLog.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** One page of the journal, newest first; `before` is the last id already shown. */
export async function listActivity({
  db,
  filters,
  before,
  pageSize = ACTIVITY_PAGE_SIZE,
}: {
  db: DbOrTx;
  filters: ActivityFilters;
  before?: number;
  pageSize?: number;
}): Promise<ActivityPage> {
  // One more than a page says whether another page follows.
  const rows = await selectEntries(db, filters, { before, limit: pageSize + 1, grouped: true });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { entries: await withNames(db, page), nextBefore: rows.length > pageSize && last ? last.id : null };
}

/** Every entry the filters keep, newest first, up to ACTIVITY_EXPORT_LIMIT: a batch's rows one by one, for Excel. */
export async function listActivityForExport({ db, filters }: { db: DbOrTx; filters: ActivityFilters }): Promise<ActivityEntry[]> {
  return withNames(db, await selectEntries(db, filters, { limit: ACTIVITY_EXPORT_LIMIT }));
}
