import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, assert, describe, expect, it, vi } from 'vitest';

import { fakeApi, type ApiCall } from '../../../testing/fake-api.ts';
import { fakeListIds, fakeListPages } from '../../../testing/fake-client-list-server.ts';
import { testQueryClient } from '../../../testing/render.tsx';
import type { ListFilters } from './lib/list-search.ts';
import { useListSelection } from './use-list-selection.ts';
import { usePagedClientList } from './use-paged-client-list.ts';

// The client lists' paged mode (decision 0009: Conformité, Facturation électronique): the URL's
// filters sent to the server, pages of 200 loaded near the table's end, the total and the tiles
// from the first page, « Tout sélectionner » through the ids, the export from the whole list.

type Row = { clientId: string; raisonSociale: string; siret: string | null; status: 'a' | 'b' };
const ROWS: Row[] = Array.from({ length: 450 }, (_, index) => ({
  clientId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  raisonSociale: `Client ${String(index).padStart(3, '0')}`,
  siret: null,
  status: index % 3 === 0 ? 'a' : 'b',
}));
const RULES = { statusOf: (row: Row) => row.status, tiles: ['a', 'b'] };
const paramsOf = (call: ApiCall) => Object.fromEntries(new URLSearchParams(call.path.split('?')[1] ?? ''));

function renderList(initial: ListFilters<'a' | 'b'>) {
  const api = fakeApi({ 'GET /api/things/ids': fakeListIds(() => ROWS, RULES), 'GET /api/things': fakeListPages(() => ROWS, RULES) });
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () => {
      const [filters, setFilters] = useState(initial);
      const view = {
        filters,
        onFiltersChange: (changes: Partial<ListFilters<'a' | 'b'>>) => setFilters((previous) => ({ ...previous, ...changes })),
        portfolio: { clientIds: undefined, isPending: false, error: null, retry: () => {} },
      };
      const list = usePagedClientList<Row, 'a' | 'b'>({ view, statuses: ['a', 'b'], path: '/api/things', prefix: ['things', 'pages'], own: { tab: 'un' } });
      return { list, selection: useListSelection(list) };
    },
    { wrapper },
  );
  return { api, result };
}

afterEach(() => vi.unstubAllGlobals());

describe('usePagedClientList', () => {
  it('asks for the first page with the URL’s filters in the API’s names, then the next near the end, with the total and the tiles of the first', async () => {
    const { api, result } = renderList({ mes: 1, tri: 'client', ordre: 'desc', recherche: 'client' });
    await waitFor(() => expect(result.current.list.rows).toHaveLength(200));
    const [first] = api.sent('GET', '/api/things?');
    assert(first, 'aucune requête');
    expect(paramsOf(first)).toEqual({ tab: 'un', sort: 'client', order: 'desc', q: 'client', mine: 'true', limit: '200' });
    expect(result.current.list.paged?.total).toBe(450);
    expect(result.current.list.counts).toEqual({ a: 150, b: 300 });

    act(() => result.current.list.paged?.handleNearEnd());
    await waitFor(() => expect(result.current.list.rows).toHaveLength(400));
    expect(paramsOf(api.sent('GET', '/api/things?')[1] as ApiCall)).toMatchObject({ cursor: '200', limit: '200' });
  });

  it('asks for the next page once when the table nears its end several times before the page arrives', async () => {
    const { api, result } = renderList({});
    await waitFor(() => expect(result.current.list.rows).toHaveLength(200));
    act(() => {
      result.current.list.paged?.handleNearEnd();
      result.current.list.paged?.handleNearEnd();
    });
    await waitFor(() => expect(result.current.list.rows).toHaveLength(400));
    expect(api.sent('GET', '/api/things?').filter((call) => paramsOf(call).cursor === '200')).toHaveLength(1);
  });

  it('a tile asks the server for its status; the tiles still count every status', async () => {
    const { api, result } = renderList({});
    await waitFor(() => expect(result.current.list.rows).toHaveLength(200));
    act(() => result.current.list.handleStatusToggle('a'));
    await waitFor(() => expect(result.current.list.paged?.total).toBe(150));
    expect(paramsOf(api.sent('GET', '/api/things?').at(-1) as ApiCall)).toMatchObject({ status: 'a' });
    expect(result.current.list.counts).toEqual({ a: 150, b: 300 });
  });

  it('« Tout sélectionner » takes every id the filters show from the server; the export, every row', async () => {
    const { api, result } = renderList({ statut: 'b' });
    await waitFor(() => expect(result.current.list.rows).toHaveLength(200));
    act(() => result.current.selection.toggleAll());
    await waitFor(() => expect(result.current.selection.count).toBe(300));
    expect(paramsOf(api.sent('GET', '/api/things/ids')[0] as ApiCall)).toMatchObject({ status: 'b' });
    const rows = await result.current.list.paged?.fetchRows();
    expect(rows).toHaveLength(300);
    expect(paramsOf(api.sent('GET', '/api/things?').at(-1) as ApiCall)).not.toHaveProperty('limit');
  });
});
