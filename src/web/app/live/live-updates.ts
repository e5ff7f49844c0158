import type { QueryClient, QueryKey } from '@tanstack/react-query';

import type { ClientRow } from '../../../shared/clients.ts';
import { LIVE_EVENTS, liveChangeSchema, type LiveChange } from '../../../shared/live-events.ts';
import { clientsQueryKey, type ClientsResponse } from '../../entities/client/clients-query.ts';
import { fetchClientRowPatches } from '../../entities/client/client-row-lists.ts';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { mergeRows } from '../../lib/merge-rows.ts';
import type { LivePlan, LiveTable } from './live-plan.ts';

const EVENTS_URL = '/api/events';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

async function fetchClientRow(id: string): Promise<ClientRow | null> {
  try {
    return await apiFetch<ClientRow>(`/api/clients/${id}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Puts fresh rows into the cached list: replaced, added (created elsewhere) or removed (deleted). */
function patchClientList(queryClient: QueryClient, ids: readonly string[], rows: readonly (ClientRow | null)[]) {
  const fresh = rows.filter((row): row is ClientRow => row !== null);
  queryClient.setQueryData<ClientsResponse>(clientsQueryKey, (current) =>
    current ? { clients: mergeRows(current.clients, ids, fresh, (row) => row.id) } : current,
  );
}

/** The changed clients' rows of the client list, or null when it is not cached (nothing to patch). */
async function fetchClientListPatch(queryClient: QueryClient, ids: readonly string[]): Promise<(() => void) | null> {
  if (ids.length === 0 || !queryClient.getQueryData(clientsQueryKey)) return null;
  const rows = await Promise.all(ids.map(fetchClientRow));
  return () => patchClientList(queryClient, ids, rows);
}

/** The queries a change refreshes or patches; none named for a change that reloads everything. */
function touchedBy(plan: LivePlan, table: LiveTable): QueryKey[] {
  return [
    ...plan.invalidate,
    ...(plan.clientRows?.length ? [clientsQueryKey] : []),
    ...(plan.listRows?.length ? table.patchedLists.map(({ prefix }) => prefix) : []),
  ];
}

/** Several changes as one: each waiting change would otherwise refetch the same lists in turn. */
const mergeChanges = (changes: readonly LiveChange[]): LiveChange => ({
  entities: changes.flatMap((change) => change.entities),
  ...(changes.some((change) => change.bulk) ? { bulk: true } : {}),
});

/**
 * Applies what the stream says to the query cache. A change waits:
 * - while a mutation of this tab is in flight: a refetch answered before that write commits would
 *   put the old value back under the optimistic one;
 * - while a query it touches is being fetched: that answer may predate the change's write.
 *   TanStack Query's invalidation does not restart a first load (it keeps the answer in flight),
 *   and a patch applied now would be replaced by the older answer when it lands. Once the fetch
 *   settles the change is applied over its answer. Waiting rather than cancelling: a large list
 *   cancelled by every colleague's change could never finish loading.
 * Open editors keep their own draft (component state), so a refetch never replaces what is being typed.
 */
export function createChangeApplier(queryClient: QueryClient, table: LiveTable) {
  let waiting: LiveChange[] = [];
  /** A resync (or a change the plan cannot narrow) is waiting: every query is refetched. */
  let reloadAll = false;

  const mustWait = (plan: LivePlan | 'everything') => {
    if (queryClient.isMutating() > 0) return true;
    if (plan === 'everything' || plan.everything) return queryClient.isFetching() > 0;
    return touchedBy(plan, table).some((queryKey) => queryClient.isFetching({ queryKey }) > 0);
  };

  const apply = async (change: LiveChange) => {
    const plan = table.planChange(change);
    if (plan.everything) {
      await queryClient.invalidateQueries();
      return;
    }
    for (const queryKey of plan.invalidate) void queryClient.invalidateQueries({ queryKey });
    const patches = await Promise.all([
      fetchClientListPatch(queryClient, plan.clientRows ?? []).catch(() => {
        void queryClient.invalidateQueries({ queryKey: clientsQueryKey });
        return null;
      }),
      plan.listRows?.length
        ? fetchClientRowPatches(queryClient, table.patchedLists, plan.listRows).catch(() => {
            for (const { prefix } of table.patchedLists) void queryClient.invalidateQueries({ queryKey: prefix });
            return null;
          })
        : null,
    ]);
    if (patches.every((patch) => patch === null)) return;
    // Fetched while this tab's own write was in flight: the rows may predate it, so ask again once it settles.
    if (queryClient.isMutating() > 0) waiting.push(change);
    else for (const patch of patches) patch?.();
  };

  const retry = () => {
    if (reloadAll) {
      if (mustWait('everything')) return;
      reloadAll = false;
      waiting = [];
      void queryClient.invalidateQueries();
      return;
    }
    if (waiting.length === 0) return;
    const change = mergeChanges(waiting);
    if (mustWait(table.planChange(change))) return;
    waiting = [];
    void apply(change);
  };
  const unsubscribeMutations = queryClient.getMutationCache().subscribe(retry);
  const unsubscribeQueries = queryClient.getQueryCache().subscribe(retry);

  return {
    change: (change: LiveChange) => {
      waiting.push(change);
      retry();
    },
    everything: () => {
      reloadAll = true;
      retry();
    },
    dispose: () => {
      unsubscribeMutations();
      unsubscribeQueries();
    },
  };
}

/** What the stream says, as the tab holding it passes it on to the browser's other tabs. */
type LiveMessage =
  | { kind: 'ready'; id: string }
  | { kind: 'change'; id: string; change: LiveChange }
  | { kind: 'resync'; id: string };

/**
 * One EventSource on /api/events. It reconnects by itself after a network error, sending
 * Last-Event-ID so the server replays what was missed; when it gives up (an HTTP error: a server
 * stopping, a proxy), a new one is opened with ?since= and backoff.
 */
function openEventStream(since: () => string | undefined, onMessage: (message: LiveMessage) => void): () => void {
  let source: EventSource | undefined;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    const from = since();
    const next = new EventSource(from ? `${EVENTS_URL}?since=${encodeURIComponent(from)}` : EVENTS_URL);
    source = next;
    next.addEventListener(LIVE_EVENTS.ready, (event) => {
      retryMs = FIRST_RETRY_MS;
      onMessage({ kind: 'ready', id: event.lastEventId });
    });
    next.addEventListener(LIVE_EVENTS.change, (event) => {
      const parsed = liveChangeSchema.safeParse(JSON.parse(event.data));
      onMessage(
        parsed.success
          ? { kind: 'change', id: event.lastEventId, change: parsed.data }
          : { kind: 'resync', id: event.lastEventId },
      );
    });
    next.addEventListener(LIVE_EVENTS.resync, (event) => onMessage({ kind: 'resync', id: event.lastEventId }));
    next.onerror = () => {
      if (next.readyState !== EventSource.CLOSED || stopped) return;
      next.close();
      timer = setTimeout(open, retryMs);
      retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
    };
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

const TABS_CHANNEL = 'cabinet-live-updates';

/**
 * Keeps this tab's queries current for its lifetime. Only one tab of the browser holds the
 * stream (a Web Lock) and passes what it hears to the others (BroadcastChannel): over HTTP/1.1 a
 * browser opens six connections per server at most, and a stream per tab would use them up. When
 * that tab closes, another takes the lock and resumes from the last id every tab has seen.
 */
export function connectLiveUpdates(queryClient: QueryClient, table: LiveTable): () => void {
  const applier = createChangeApplier(queryClient, table);
  let lastId: string | undefined;
  const handle = (message: LiveMessage) => {
    if (message.id) lastId = message.id;
    if (message.kind === 'change') applier.change(message.change);
    else if (message.kind === 'resync') applier.everything();
  };

  if (typeof BroadcastChannel === 'undefined' || !('locks' in navigator)) {
    const stop = openEventStream(() => lastId, handle);
    return () => {
      stop();
      applier.dispose();
    };
  }

  const tabs = new BroadcastChannel(TABS_CHANNEL);
  tabs.onmessage = (event: MessageEvent<LiveMessage>) => handle(event.data);
  const abort = new AbortController();
  let leave: (() => void) | undefined;
  navigator.locks
    .request(TABS_CHANNEL, { signal: abort.signal }, () => {
      const stop = openEventStream(
        () => lastId,
        (message) => {
          handle(message);
          tabs.postMessage(message);
        },
      );
      return new Promise<void>((release) => {
        leave = () => {
          stop();
          release();
        };
      });
    })
    // Aborted while waiting for the lock: this tab is closing.
    .catch(() => undefined);
  return () => {
    abort.abort();
    leave?.();
    tabs.close();
    applier.dispose();
  };
}
