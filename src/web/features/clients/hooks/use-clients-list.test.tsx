import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, assert, describe, expect, it, vi } from 'vitest';

import type { ClientRow } from '../../../../shared/clients.ts';
import { addCachedClient } from '../../../entities/client/clients-cache.ts';
import { clientRow } from '../../../entities/client/test-rows.ts';
import { apiError, fakeApi, type ApiCall, type ApiReply } from '../../../testing/fake-api.ts';
import { pagedReply, paramsOf } from '../../../testing/fake-pages.ts';
import { testQueryClient } from '../../../testing/render.tsx';
import { fetchAllClients } from '../api/get-client-pages.ts';
import { useUpdateClient } from '../api/update-client.ts';
import { useClientsList } from './use-clients-list.ts';

// The Clients page's list in pages of 200 (issue 27, decision 0009): the next page near the end of
// the grid, the counter from the first page's total, « Tout sélectionner » through the ids, an
// edit shown at once in the cached page that holds the row, the client just added on top.

const ROWS = Array.from({ length: 450 }, (_, index) => clientRow({ raisonSociale: `Client ${index + 1}` }));
const ADDED: ClientRow = clientRow({ raisonSociale: 'Nouveau client' });
const PARAMS = 'q=client&sort=ville&order=desc';

// Without a filter (the firm's count): one more client than the filters show.
const pageReply = pagedReply(ROWS, 'clients', (params) => (params.has('q') ? ROWS.length : ROWS.length + 1));

/** A PATCH accepted: the server answers the patched fields. */
const accepted = (call: ApiCall): ApiReply => ({ body: { ...(call.body as object), updatedAt: '2026-01-01T00:00:00.000Z' } });

function renderList({
  patch = accepted,
  pinnedId = null,
  isFiltered = true,
  params = PARAMS,
}: { patch?: ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>); pinnedId?: string | null; isFiltered?: boolean; params?: string } = {}) {
  const api = fakeApi({
    'GET /api/clients/ids': { body: { ids: ROWS.map((row) => row.id), total: ROWS.length } },
    'PATCH /api/clients/:id': patch,
    'GET /api/clients/:id': (_call, { id = '' }) => ({ body: [...ROWS, ADDED].find((row) => row.id === id) }),
    'GET /api/clients': pageReply,
  });
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result, rerender } = renderHook(
    (view: { params: string; pinnedId: string | null; isFiltered: boolean }) => ({ list: useClientsList(view), update: useUpdateClient() }),
    { wrapper, initialProps: { params, pinnedId, isFiltered } },
  );
  return { api, result, rerender, queryClient };
}

async function loadAll(result: ReturnType<typeof renderList>['result']) {
  await waitFor(() => expect(result.current.list.rows).toHaveLength(200));
  act(() => result.current.list.handleNearEnd());
  await waitFor(() => expect(result.current.list.rows).toHaveLength(400));
  act(() => result.current.list.handleNearEnd());
  await waitFor(() => expect(result.current.list.rows).toHaveLength(450));
}

afterEach(() => vi.unstubAllGlobals());

describe('useClientsList', () => {
  it('loads the first page of 200 with the totals, then the next ones near the end, each once', async () => {
    const { api, result } = renderList();
    await waitFor(() => expect(result.current.list.rows).toHaveLength(200));
    expect(result.current.list.total).toBe(450);
    await waitFor(() => expect(result.current.list.firmTotal).toBe(451));
    const [first] = api.sent('GET', `/api/clients?${PARAMS}`);
    assert(first, 'aucune requête');
    expect(Object.fromEntries(paramsOf(first))).toEqual({ q: 'client', sort: 'ville', order: 'desc', limit: '200' });

    await loadAll(result);
    expect(result.current.list.rows.map((row) => row.id)).toEqual(ROWS.map((row) => row.id));
    expect(result.current.list.total).toBe(450);
    expect(api.sent('GET', `/api/clients?${PARAMS}`).map((call) => paramsOf(call).get('cursor'))).toEqual([null, '200', '400']);
    act(() => result.current.list.handleNearEnd());
    await act(() => Promise.resolve());
    expect(api.sent('GET', `/api/clients?${PARAMS}`)).toHaveLength(3);
  });

  it('counts the firm only when the view is filtered', async () => {
    const { api, result } = renderList({ isFiltered: false });
    await waitFor(() => expect(result.current.list.rows).toHaveLength(200));
    expect(result.current.list.firmTotal).toBeNull();
    expect(api.sent('GET', '/api/clients?limit=1')).toEqual([]);
  });

  it('takes the firm count from the unfiltered view, so the first search asks for its rows alone', async () => {
    const { api, result, rerender } = renderList({ isFiltered: false, params: 'sort=ville&order=desc' });
    await waitFor(() => expect(result.current.list.total).toBe(451));
    rerender({ params: PARAMS, pinnedId: null, isFiltered: true });
    await waitFor(() => expect(result.current.list.total).toBe(450));
    expect(result.current.list.firmTotal).toBe(451);
    expect(api.sent('GET', '/api/clients?limit=1')).toEqual([]);
  });

  it('selects every client the filters show through the ids, loaded or not', async () => {
    const { api, result } = renderList();
    await waitFor(() => expect(result.current.list.rows).toHaveLength(200));
    act(() => result.current.list.selection.toggleAll());
    await waitFor(() => expect(result.current.list.selection.count).toBe(450));
    const [ids] = api.sent('GET', '/api/clients/ids');
    assert(ids, 'aucune requête des identifiants');
    expect(Object.fromEntries(paramsOf(ids))).toEqual({ q: 'client', sort: 'ville', order: 'desc' });
  });

  it('selects the loaded rows at once when they are the whole list, and keeps the selection when the sort changes', async () => {
    const { api, result, rerender } = renderList();
    await loadAll(result);
    act(() => result.current.list.selection.toggleAll());
    expect(result.current.list.selection.count).toBe(450);
    expect(api.sent('GET', '/api/clients/ids')).toEqual([]);
    rerender({ params: 'q=client&sort=raisonSociale&order=asc', pinnedId: null, isFiltered: true });
    expect(result.current.list.selection.count).toBe(450);
    rerender({ params: 'q=clien&sort=raisonSociale&order=asc', pinnedId: null, isFiltered: true });
    expect(result.current.list.selection.count).toBe(0);
  });

  it('shows an edit at once in the cached page that holds the row, and puts it back when the save fails', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const refused = async (): Promise<ApiReply> => {
      await answered;
      return apiError(500, 'INTERNAL', 'Erreur du serveur');
    };
    const { api, result } = renderList({ patch: refused });
    await waitFor(() => expect(result.current.list.rows).toHaveLength(200));
    act(() => result.current.list.handleNearEnd());
    await waitFor(() => expect(result.current.list.rows).toHaveLength(400));
    const target = result.current.list.rows[300];
    assert(target, 'ligne absente');
    act(() => result.current.update.mutate({ id: target.id, patch: { ville: 'Lyon' } }));
    await waitFor(() => expect(result.current.list.rows[300]?.ville).toBe('Lyon'));
    act(() => answer());
    await waitFor(() => expect(result.current.update.isError).toBe(true));
    expect(result.current.list.rows[300]?.ville).toBeNull();
    expect(api.sent('PATCH', `/api/clients/${target.id}`).map((call) => call.body)).toEqual([{ ville: 'Lyon' }]);
  });

  it('keeps the client just added on top, whatever page its sort puts it in', async () => {
    const added = ADDED;
    const { result, queryClient, rerender } = renderList();
    await waitFor(() => expect(result.current.list.rows).toHaveLength(200));
    act(() => addCachedClient(queryClient, added));
    rerender({ params: PARAMS, pinnedId: added.id, isFiltered: true });
    expect(result.current.list.rows[0]).toEqual(added);
    expect(result.current.list.rows).toHaveLength(201);
    // Its edits show there too.
    act(() => result.current.update.mutate({ id: added.id, patch: { raisonSociale: 'Boulangerie Martin' } }));
    await waitFor(() => expect(result.current.list.rows[0]?.raisonSociale).toBe('Boulangerie Martin'));
  });
});

describe('fetchAllClients', () => {
  it('asks for every client the filters show, without a page, for the CSV', async () => {
    const api = fakeApi({ 'GET /api/clients': pageReply });
    expect(await fetchAllClients(PARAMS)).toHaveLength(450);
    expect(api.sent('GET', '/api/clients').map((call) => call.path)).toEqual([`/api/clients?${PARAMS}`]);
  });
});
