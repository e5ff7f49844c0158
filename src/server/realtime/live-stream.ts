import { asc, gt, max, or, sql } from 'drizzle-orm';
import type { SSEStreamingApi } from 'hono/streaming';
import { LIVE_EVENTS, type LiveChange } from '../../shared/live-events.ts';
import type { Db } from '../db/client.ts';
import { activityLog } from '../db/schema/index.ts';
import type { BusEvent, ChangeBus } from './change-bus.ts';
import { buildNotice, mergeNotices, type ChangeNotice } from './change-notice.ts';

/** Past this many journal rows a browser reloads its data rather than replaying them. */
export const MAX_REPLAY_ROWS = 1000;
const HEARTBEAT_MS = 15_000;
/** How soon EventSource reconnects after the stream ends; the replay covers the pause. */
const RECONNECT_MS = 1_000;
/**
 * Journal ids are taken at insert, not at commit: a transaction holding id 100 may commit after
 * the one holding 101. A replay from 101 therefore also takes what started shortly before it;
 * sending a change twice only makes a browser refetch.
 */
const COMMIT_ORDER_MARGIN = '10 seconds';

type StreamEvent = BusEvent | { type: 'heartbeat' };

/** The changes waiting at the head of the queue (a transaction's notices arrive together at commit). */
function takeQueuedChanges(queue: StreamEvent[]): ChangeNotice[] {
  const taken: ChangeNotice[] = [];
  for (let next = queue[0]; next?.type === 'change'; next = queue[0]) {
    taken.push(next.notice);
    queue.shift();
  }
  return taken;
}

async function latestId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(activityLog.id) }).from(activityLog);
  return row?.id ?? 0;
}

type Replay = { type: 'none' } | { type: 'change'; notice: ChangeNotice } | { type: 'resync'; id: number };

/** What was written after `since`, as one notice, or a resync when it is too much to list. */
export async function replaySince(db: Db, since: number): Promise<Replay> {
  const rows = await db
    .select({ id: activityLog.id, entity: activityLog.entity, entityId: activityLog.entityId, clientId: activityLog.clientId })
    .from(activityLog)
    .where(
      or(
        gt(activityLog.id, since),
        sql`${activityLog.at} >= (select ${activityLog.at} from ${activityLog} where ${activityLog.id} = ${since}) - ${COMMIT_ORDER_MARGIN}::interval and ${activityLog.id} < ${since}`,
      ),
    )
    .orderBy(asc(activityLog.id))
    .limit(MAX_REPLAY_ROWS + 1);
  if (rows.length > MAX_REPLAY_ROWS) return { type: 'resync', id: await latestId(db) };
  const last = rows.at(-1);
  if (last) return { type: 'change', notice: buildNotice(last.id, rows) };
  // An id from the future: the journal was reset (a restored backup), so the browser's data is suspect.
  const latest = await latestId(db);
  return since > latest ? { type: 'resync', id: latest } : { type: 'none' };
}

const changeData = (notice: ChangeNotice): string =>
  JSON.stringify({ entities: notice.entities, ...(notice.bulk ? { bulk: true } : {}) } satisfies LiveChange);

/**
 * One browser's stream until it disconnects or the bus closes. Subscribes before reading the
 * journal, so a write committed meanwhile is sent (perhaps twice: browsers only refetch) rather
 * than lost. Ids sent only grow: EventSource sends the last one back as Last-Event-ID.
 */
export async function runLiveStream(options: {
  stream: SSEStreamingApi;
  db: Db;
  changes: ChangeBus;
  since: number | undefined;
}): Promise<void> {
  const { stream, db, changes, since } = options;
  const queue: StreamEvent[] = [];
  let wake: (() => void) | undefined;
  const push = (event: StreamEvent) => {
    queue.push(event);
    wake?.();
  };
  const unsubscribe = changes.subscribe(push);
  // The server is stopping: end at once, EventSource comes back (to another instance, or this one restarted).
  if (!unsubscribe) return stream.write(`retry: ${RECONNECT_MS}\n\n`).then(() => undefined);
  let open = true;
  stream.onAbort(() => {
    open = false;
    wake?.();
  });
  const heartbeat = setInterval(() => push({ type: 'heartbeat' }), HEARTBEAT_MS);

  let lastId = since ?? 0;
  const sendNotice = async (notice: ChangeNotice) => {
    lastId = Math.max(lastId, notice.id);
    await stream.writeSSE({ event: LIVE_EVENTS.change, id: String(lastId), data: changeData(notice) });
  };
  const catchUp = async () => {
    const replay = await replaySince(db, lastId);
    if (replay.type === 'change') await sendNotice(replay.notice);
    else if (replay.type === 'resync') {
      lastId = replay.id;
      await stream.writeSSE({ event: LIVE_EVENTS.resync, id: String(lastId), data: '{}' });
    }
  };

  try {
    if (since === undefined) lastId = await latestId(db);
    await stream.writeSSE({ event: LIVE_EVENTS.ready, id: String(lastId), data: '{}', retry: RECONNECT_MS });
    if (since !== undefined) await catchUp();
    while (open) {
      const event = queue.shift();
      if (!event) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        continue;
      }
      if (event.type === 'closed') break;
      if (event.type === 'change') await sendNotice(mergeNotices([event.notice, ...takeQueuedChanges(queue)]));
      else if (event.type === 'gap') await catchUp();
      else await stream.write(': ping\n\n');
    }
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
  }
}
