import type { QueryClient } from '@tanstack/react-query';

import type { ClientRow } from '../../shared/clients.ts';
import { LIVE_EVENTS, liveChangeSchema, type LiveChange } from '../../shared/live-events.ts';
import { ApiError, apiFetch } from './api-client.ts';
import { planChange } from './live-invalidation.ts';

const EVENTS_URL = '/api/events';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

// Same key and shape as the Clients, Logiciels, Banque and Tâches pages' list.
const CLIENTS_KEY = ['clients'] as const;
type ClientsResponse = { clients: ClientRow[] };

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
  queryClient.setQueryData<ClientsResponse>(CLIENTS_KEY, (current) => {
    if (!current) return current;
    const fresh = new Map(ids.map((id, index) => [id, rows[index] ?? null]));
    const kept = current.clients.flatMap((row) => {
      if (!fresh.has(row.id)) return [row];
      const next = fresh.get(row.id);
      fresh.delete(row.id);
      return next ? [next] : [];
    });
    const added = [...fresh.values()].filter((row): row is ClientRow => row !== null);
    return { clients: [...added, ...kept] };
  });
}

/**
 * Applies what the stream says to the query cache. While a mutation of this tab is in flight the
 * change waits: a refetch answered before that write commits would put the old value back under
 * the optimistic one. Open editors keep their own draft (component state), so a refetch never
 * replaces what is being typed.
 */
export function createChangeApplier(queryClient: QueryClient) {
  let waiting: LiveChange[] = [];

  const apply = async (change: LiveChange) => {
    const plan = planChange(change);
    if (plan.everything) {
      await queryClient.invalidateQueries();
      return;
    }
    for (const queryKey of plan.invalidate) void queryClient.invalidateQueries({ queryKey });
    const ids = plan.clientRows;
    if (!ids?.length || !queryClient.getQueryData(CLIENTS_KEY)) return;
    try {
      const rows = await Promise.all(ids.map(fetchClientRow));
      if (queryClient.isMutating() > 0) waiting.push(change);
      else patchClientList(queryClient, ids, rows);
    } catch {
      void queryClient.invalidateQueries({ queryKey: CLIENTS_KEY });
    }
  };

  const unsubscribe = queryClient.getMutationCache().subscribe(() => {
    if (waiting.length === 0 || queryClient.isMutating() > 0) return;
    const changes = waiting;
    waiting = [];
    for (const change of changes) void apply(change);
  });

  return {
    change: (change: LiveChange) => {
      if (queryClient.isMutating() > 0) waiting.push(change);
      else void apply(change);
    },
    everything: () => void queryClient.invalidateQueries(),
    dispose: unsubscribe,
  };
}

export type LiveStatus = 'connecting' | 'open' | 'retrying';

/**
 * Listens to /api/events for the tab's lifetime. EventSource reconnects by itself after a
 * network error, sending Last-Event-ID so the server replays what was missed; when it gives up
 * (an HTTP error: the server stopping, a proxy), a new one is opened with ?since= and backoff.
 */
export function connectLiveUpdates(queryClient: QueryClient, onStatus?: (status: LiveStatus) => void): () => void {
  const applier = createChangeApplier(queryClient);
  let source: EventSource | undefined;
  let lastId: string | undefined;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    onStatus?.('connecting');
    const url = lastId ? `${EVENTS_URL}?since=${encodeURIComponent(lastId)}` : EVENTS_URL;
    const next = new EventSource(url);
    source = next;
    const remember = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastId = event.lastEventId;
    };
    next.addEventListener(LIVE_EVENTS.ready, (event) => {
      remember(event);
      retryMs = FIRST_RETRY_MS;
      onStatus?.('open');
    });
    next.addEventListener(LIVE_EVENTS.change, (event) => {
      remember(event);
      const parsed = liveChangeSchema.safeParse(JSON.parse(event.data));
      if (parsed.success) applier.change(parsed.data);
      else applier.everything();
    });
    next.addEventListener(LIVE_EVENTS.resync, (event) => {
      remember(event);
      applier.everything();
    });
    next.onerror = () => {
      if (next.readyState !== EventSource.CLOSED) {
        onStatus?.('retrying');
        return;
      }
      next.close();
      if (stopped) return;
      onStatus?.('retrying');
      timer = setTimeout(open, retryMs);
      retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
    };
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    applier.dispose();
  };
}
