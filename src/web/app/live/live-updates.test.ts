import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ClientRow } from '../../../shared/clients.ts';
import { clientRow } from '../../entities/client/test-rows.ts';
import { LIVE_TABLE } from '../features.ts';
import { buildLiveTable, MAX_PATCHED_CLIENTS } from './live-plan.ts';
import { createChangeApplier } from './live-updates.ts';

// The table the app builds from the features' descriptors, as the signed-in shell uses it.
const { planChange, staleAfter } = LIVE_TABLE;

const roots = (change: Parameters<typeof planChange>[0]) => planChange(change).invalidate.map((prefix) => prefix[0]).sort();

describe('planChange', () => {
  it('refreshes the summaries with every change, and what the entity feeds', () => {
    expect(roots({ entities: [{ entity: 'task', entityId: 't1', clientId: null }] })).toEqual(
      // 'mission': a mission's sheet lists its tasks.
      ['activity', 'client-sheet', 'dashboard', 'mission', 'notifications', 'search', 'stats', 'system', 'tasks'].sort(),
    );
    expect(roots({ entities: [{ entity: 'authorization', entityId: 'c1:urssaf', clientId: 'c1' }] })).toContain('authorization-history');
  });

  it('patches the lists of one row per client by the changed clients, and reloads them for many clients; refreshes Suivi’s, Habilitations’ and Banque’s pages', () => {
    const rows = planChange({ entities: [{ entity: 'obligation', entityId: 'o1', clientId: 'c1' }, { entity: 'client', entityId: 'c2', clientId: 'c2' }] });
    expect(rows.listRows).toEqual(['c1', 'c2']);
    expect(rows.invalidate).not.toContainEqual(['obligations', 'list']);
    // Suivi, Habilitations and Banque are paged on the server (3 EN 1 follows the URSSAF
    // authorisation): their loaded pages are read again.
    const cell = planChange({ entities: [{ entity: 'authorization', entityId: 'c1:urssaf', clientId: 'c1' }] });
    expect(cell.invalidate).toContainEqual(['tracking', 'pages']);
    expect(cell.invalidate).toContainEqual(['authorizations', 'pages']);
    expect(cell.listRows).toEqual([]);

    const year = planChange({ entities: [{ entity: 'tracking_year', entityId: 'cfe:2027' }] });
    expect(year.invalidate).toContainEqual(['tracking', 'pages']);
    expect(planChange({ entities: [{ entity: 'bank_change', entityId: 'b1', clientId: 'c1' }] }).invalidate).toContainEqual(['authorizations', 'pages']);
    const many = Array.from({ length: MAX_PATCHED_CLIENTS + 1 }, (_, index) => ({ entity: 'obligation', entityId: `o${index}`, clientId: `c${index}` }));
    expect(planChange({ entities: many }).listRows).toBeNull();
    expect(planChange({ entities: [{ entity: 'task', entityId: 't1', clientId: 'c1' }] }).listRows).toEqual([]);
  });

  it('refreshes the Échéances list and counters, the sheet and the Dashboard when an obligation changes', () => {
    expect(roots({ entities: [{ entity: 'obligation', entityId: 'o1', clientId: 'c1' }] })).toEqual(
      // The counters and the page's loaded pages; the calendar's whole lists are patched by client.
      ['activity', 'client-sheet', 'dashboard', 'obligations', 'obligations', 'search', 'stats', 'system'].sort(),
    );
    // A profile edit regenerates them.
    expect(roots({ entities: [{ entity: 'client', entityId: 'c1', clientId: 'c1' }] })).toContain('obligations');
  });

  it('patches changed clients row by row, and reloads the list past a handful or for an import', () => {
    const one = planChange({ entities: [{ entity: 'client', entityId: 'c1', clientId: 'c1' }] });
    expect(one.clientRows).toEqual(['c1']);
    // The whole list is patched, not reloaded; the Clients page's pages of it are refetched.
    expect(one.invalidate).not.toContainEqual(['clients']);
    expect(one.invalidate).toContainEqual(['clients', 'view']);

    const many = Array.from({ length: MAX_PATCHED_CLIENTS + 1 }, (_, index) => ({ entity: 'client', entityId: `c${index}`, clientId: `c${index}` }));
    expect(planChange({ entities: many })).toMatchObject({ clientRows: null });
    expect(roots({ entities: many })).toContain('clients');
    expect(planChange({ entities: [{ entity: 'client' }], bulk: true })).toMatchObject({ clientRows: null });
  });

  it('reloads everything for an entity it does not know', () => {
    expect(planChange({ entities: [{ entity: 'invoice', entityId: 'i1' }] }).everything).toBe(true);
  });
});

describe('staleAfter', () => {
  it('gives a bulk write what a colleague’s change to the same entities refreshes, from every feature', () => {
    const stale = (...entities: string[]) => staleAfter(entities).map((prefix) => prefix[0]).sort();
    // URSSAF cascades to 3 EN 1 and the bank changes; the sheet shows every authorisation.
    expect(stale('authorization')).toEqual(['authorization-history', 'authorizations', 'bank-changes', 'client-sheet', 'tracking'].sort());
    expect(stale('client', 'client_collaborator')).toEqual(
      // Production's lists and open sheets show the client's name and closing date; Conformité's its name.
      ['authorizations', 'bank-changes', 'client-portfolio', 'client-sheet', 'clients', 'compliance', 'compliance-file', 'e-invoicing', 'mission', 'missions', 'obligations', 'obligations', 'obligations', 'software', 'software-clients', 'tasks', 'tracking'].sort(),
    );
    expect(stale('user')).toEqual(['client-portfolio', 'client-sheet', 'clients', 'me', 'tasks', 'users'].sort());
  });

  it('answers the same entities with the same list, so a hook may depend on it', () => {
    expect(staleAfter(['task'])).toBe(staleAfter(['task']));
  });

  it('refuses a descriptor naming an entity no feature journals (a typo would never match a change)', () => {
    const typo = { name: 'stats', pages: [], staleOn: { taks: [['stats']] } };
    expect(() => buildLiveTable([typo])).toThrow('La fonctionnalité stats nomme l’entité « taks », qu’aucune fonctionnalité ne journalise.');
  });
});

const row = (id: string, raisonSociale: string): ClientRow => clientRow({ id, raisonSociale });

function serveClients(rows: Record<string, ClientRow>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const id = path.split('/').at(-1) ?? '';
      const found = rows[id];
      return found
        ? new Response(JSON.stringify(found), { status: 200 })
        : new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Client introuvable' } }), { status: 404 });
    }),
  );
}

const cachedNames = (queryClient: QueryClient) =>
  queryClient.getQueryData<{ clients: ClientRow[] }>(['clients'])?.clients.map((client) => client.raisonSociale);

afterEach(() => vi.unstubAllGlobals());

describe('createChangeApplier', () => {
  it('replaces, adds and removes the changed rows of the cached client list', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['clients'], { clients: [row('a', 'Atelier'), row('b', 'Boulangerie')] });
    serveClients({ a: row('a', 'Atelier Dubois'), c: row('c', 'Cabinet Neuf') });
    const applier = createChangeApplier(queryClient, LIVE_TABLE);
    applier.change({
      entities: ['a', 'b', 'c'].map((id) => ({ entity: 'client', entityId: id, clientId: id })),
    });
    await vi.waitFor(() => expect(cachedNames(queryClient)).toEqual(['Cabinet Neuf', 'Atelier Dubois']));
    applier.dispose();
  });

  it('waits for this tab’s own write to settle before touching the cache', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['clients'], { clients: [row('a', 'Atelier')] });
    // What happened, in order: the row's fetch must come after the write settled.
    const events: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        events.push(`GET ${path}`);
        return new Response(JSON.stringify(row('a', 'Atelier Dubois')), { status: 200 });
      }),
    );
    const applier = createChangeApplier(queryClient, LIVE_TABLE);
    let finish!: () => void;
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => new Promise<void>((resolve) => (finish = resolve)) })
      .execute(undefined);
    await vi.waitFor(() => expect(queryClient.isMutating()).toBe(1));

    applier.change({ entities: [{ entity: 'client', entityId: 'a', clientId: 'a' }] });
    expect(cachedNames(queryClient)).toEqual(['Atelier']);

    events.push('write settled');
    finish();
    await mutation;
    await vi.waitFor(() => expect(cachedNames(queryClient)).toEqual(['Atelier Dubois']));
    expect(events).toEqual(['write settled', 'GET /api/clients/a']);
    applier.dispose();
  });
});

describe('createChangeApplier and a list being loaded', () => {
  /** fetch answers `/api/…` with `answer(path)`, held until `release` lets the calls in flight through. */
  function serveHeld(answer: (path: string) => unknown) {
    const held: (() => void)[] = [];
    const fetchMock = vi.fn(async (path: string) => {
      await new Promise<void>((resolve) => held.push(resolve));
      return new Response(JSON.stringify(answer(path)), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const paths = () => fetchMock.mock.calls.map(([path]) => path);
    return { paths, release: () => held.splice(0).forEach((resolve) => resolve()) };
  }

  const watch = <T,>(queryClient: QueryClient, queryKey: string[], path: string) =>
    new QueryObserver(queryClient, { queryKey, queryFn: async () => (await fetch(path)).json() as Promise<T> }).subscribe(() => undefined);

  it('waits for a first load in flight, whose answer may predate the write, then asks again', async () => {
    const queryClient = new QueryClient();
    let version = 0;
    const { paths, release } = serveHeld(() => ({ changes: version === 0 ? ['avant'] : ['avant', 'nouveau'] }));
    const stop = watch(queryClient, ['bank-changes'], '/api/bank-changes');
    await vi.waitFor(() => expect(paths()).toHaveLength(1));

    const applier = createChangeApplier(queryClient, LIVE_TABLE);
    version = 1;
    applier.change({ entities: [{ entity: 'bank_change', entityId: 'b1', clientId: 'c1' }] });
    expect(paths()).toHaveLength(1);
    release();
    await vi.waitFor(() => expect(paths()).toHaveLength(2));
    release();
    await vi.waitFor(() => expect(queryClient.getQueryData(['bank-changes'])).toEqual({ changes: ['avant', 'nouveau'] }));
    stop();
    applier.dispose();
  });

  it('patches the client list once its load in flight has landed, not before (the load would overwrite the patch)', async () => {
    const queryClient = new QueryClient();
    const { paths, release } = serveHeld((path) => (path === '/api/clients' ? { clients: [row('a', 'Atelier'), row('b', 'Boulangerie')] } : row('a', 'Atelier Dubois')));
    const stop = watch(queryClient, ['clients'], '/api/clients');
    await vi.waitFor(() => expect(paths()).toEqual(['/api/clients']));

    const applier = createChangeApplier(queryClient, LIVE_TABLE);
    applier.change({ entities: [{ entity: 'client', entityId: 'a', clientId: 'a' }] });
    release();
    await vi.waitFor(() => expect(paths()).toEqual(['/api/clients', '/api/clients/a']));
    release();
    await vi.waitFor(() => expect(cachedNames(queryClient)).toEqual(['Atelier Dubois', 'Boulangerie']));
    stop();
    applier.dispose();
  });
});

describe('createChangeApplier on the lists of one row per client', () => {
  it('refreshes Facturation électronique’s, Conformité’s, Suivi’s, Habilitations’ and Logiciels’ loaded pages (paged on the server) instead of patching rows in', () => {
    const invoicing = planChange({ entities: [{ entity: 'e_invoicing', entityId: 'b', clientId: 'b' }] });
    expect(invoicing.invalidate).toContainEqual(['e-invoicing', 'pages']);
    expect(invoicing.listRows).toEqual([]);
    // Conformité's root: its pages and its ended files.
    const compliance = planChange({ entities: [{ entity: 'kyc', entityId: 'b', clientId: 'b' }] });
    expect(compliance.invalidate).toContainEqual(['compliance']);
    const tracking = planChange({ entities: [{ entity: 'tracking', entityId: 'b:cfe:2026', clientId: 'b' }] });
    expect(tracking.invalidate).toContainEqual(['tracking', 'pages']);
    expect(tracking.listRows).toEqual([]);
    const authorization = planChange({ entities: [{ entity: 'authorization', entityId: 'b:impots', clientId: 'b' }] });
    expect(authorization.invalidate).toContainEqual(['authorizations', 'pages']);
    expect(authorization.listRows).toEqual([]);
    expect(planChange({ entities: [{ entity: 'client', entityId: 'b', clientId: 'b' }] }).invalidate).toContainEqual(['software-clients', 'pages']);
  });
});

describe('live updates of the Échéances lists', () => {
  it('plans a patch of the changed client’s rows in the whole lists, a refresh of the counters and of the page’s loaded pages', () => {
    const plan = planChange({ entities: [{ entity: 'obligation', entityId: 'c1:tva_ca3:2026-10', clientId: 'c1' }] });
    expect(plan.listRows).toEqual(['c1']);
    expect(plan.invalidate).toContainEqual(['obligations', 'counters']);
    // A paged list cannot take a client's rows in: a new one may belong to a page not loaded yet.
    expect(plan.invalidate).toContainEqual(['obligations', 'pages']);
    expect(plan.invalidate).not.toContainEqual(['obligations', 'list']);
  });

  it('replaces the client’s rows in each cached list with what the same filters now give, by due date', async () => {
    const queryClient = new QueryClient();
    const row = (id: string, clientId: string, dueDate: string, status: string) => ({ id, clientId, raisonSociale: clientId, dueDate, status });
    queryClient.setQueryData(['obligations', 'list', 'status=a_faire'], {
      obligations: [row('o1', 'a', '2026-11-15', 'a_faire'), row('o2', 'b', '2026-11-16', 'a_faire'), row('o3', 'a', '2026-11-20', 'a_faire')],
    });
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        asked.push(path);
        // o1 was marked done (it leaves the « à faire » list), o4 appeared after a profile edit.
        return new Response(JSON.stringify({ obligations: [row('o4', 'a', '2026-11-10', 'a_faire'), row('o3', 'a', '2026-11-20', 'a_faire')] }), { status: 200 });
      }),
    );
    const applier = createChangeApplier(queryClient, LIVE_TABLE);
    applier.change({ entities: [{ entity: 'obligation', entityId: 'a:tva_ca3:2026-10', clientId: 'a' }] });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<{ obligations: { id: string }[] }>(['obligations', 'list', 'status=a_faire'])?.obligations.map((o) => o.id)).toEqual(['o4', 'o2', 'o3']),
    );
    expect(asked).toEqual(['/api/obligations?status=a_faire&clients=a']);
    applier.dispose();
  });
});
