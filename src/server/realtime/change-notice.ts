import type { ChangedEntity } from '../../shared/live-events.ts';

/** The PostgreSQL channel every write's notice goes to. */
export const CHANGE_CHANNEL = 'activity';

/** A committed write: the highest journal id it wrote and what it touched. */
export type ChangeNotice = { id: number; entities: ChangedEntity[]; bulk?: true };

type JournalRow = { entity: string; entityId: string; clientId?: string | null };

// PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; keep a margin for the envelope.
const MAX_PAYLOAD_BYTES = 7000;

/** One entry per changed row, in first-seen order. */
export function distinctEntities(rows: readonly JournalRow[]): ChangedEntity[] {
  const seen = new Map<string, ChangedEntity>();
  for (const row of rows) {
    const key = `${row.entity}\u0000${row.entityId}`;
    if (!seen.has(key)) seen.set(key, { entity: row.entity, entityId: row.entityId, clientId: row.clientId ?? null });
  }
  return [...seen.values()];
}

/** Only the kinds of rows: what a browser needs to refetch after an import of thousands of rows. */
function coarse(id: number, rows: readonly JournalRow[]): ChangeNotice {
  return { id, entities: [...new Set(rows.map((row) => row.entity))].map((entity) => ({ entity })), bulk: true };
}

/** The notice for these journal rows, coarse when the detailed one would not fit in a NOTIFY. */
export function buildNotice(id: number, rows: readonly JournalRow[]): ChangeNotice {
  const detailed: ChangeNotice = { id, entities: distinctEntities(rows) };
  return Buffer.byteLength(JSON.stringify(detailed)) <= MAX_PAYLOAD_BYTES ? detailed : coarse(id, rows);
}

export function encodeNotice(notice: ChangeNotice): string {
  return JSON.stringify(notice);
}

/** How every encoded notice begins: its id comes first (buildNotice's key order). */
export const NOTICE_ID_PREFIX = '{"id":';

/**
 * The notice of these journal rows less its opening `{"id":<id>`: what follows the id, for the
 * statement that writes the rows and learns their newest id only as it inserts them
 * (record-activity.ts). Whether the detailed notice fits is decided with id 0; the real id's
 * few digits fit in MAX_PAYLOAD_BYTES' margin.
 */
export function noticeAfterId(rows: readonly JournalRow[]): string {
  return encodeNotice(buildNotice(0, rows)).slice(`${NOTICE_ID_PREFIX}0`.length);
}

/** A payload from the channel, or null when it is not one of ours. */
export function parseNotice(payload: string | undefined): ChangeNotice | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<ChangeNotice>;
    if (typeof value.id !== 'number' || !Array.isArray(value.entities)) return null;
    return { id: value.id, entities: value.entities, ...(value.bulk ? { bulk: true as const } : {}) };
  } catch {
    return null;
  }
}

/** Notices heard together (one transaction's, written in chunks) as one: fewer refetches in the browsers. */
export function mergeNotices(notices: readonly ChangeNotice[]): ChangeNotice {
  const id = notices.reduce((max, notice) => Math.max(max, notice.id), 0);
  const entities = notices.flatMap((notice) => notice.entities);
  if (notices.some((notice) => notice.bulk)) return coarse(id, entities.map((entity) => ({ entity: entity.entity, entityId: '' })));
  return buildNotice(
    id,
    entities.map((entity) => ({ entity: entity.entity, entityId: entity.entityId ?? '', clientId: entity.clientId ?? null })),
  );
}
