import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, assert, describe, expect, it, vi } from 'vitest';

import type { ObligationRow } from '../../../../shared/obligations/api.ts';
import { anObligationRow } from '../../../../shared/obligations/test-fixtures.ts';
import type { ObligationFilters } from '../../../entities/obligation/obligations-query.ts';
import { apiError, fakeApi, type ApiReply } from '../../../testing/fake-api.ts';
import { pagedReply, paramsOf } from '../../../testing/fake-pages.ts';
import { testQueryClient } from '../../../testing/render.tsx';
import { fetchAllObligations } from '../api/get-obligations.ts';
import type { ObligationsSearch } from '../obligations-search.ts';
import { useObligationsList } from './use-obligations-list.ts';
import { useStatusSaves } from './use-status-saves.ts';

// The Échéances page's list in pages of 200 (issue 27): the next page near the end of the table,
// the count from the first page's total, « Tout sélectionner » through the ids, a status edit in
// the cached pages, and the CSV from the whole list.

const row = (index: number): ObligationRow =>
  anObligationRow({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    clientId: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    raisonSociale: `Client ${index}`,
  });
const ROWS = Array.from({ length: 450 }, (_, index) => row(index + 1));
const FILTERS: ObligationFilters = { from: '2026-11-01', to: '2026-11-30', statuses: ['a_faire'], overdue: false, mine: false, collaborator: undefined };
const SEARCH: ObligationsSearch = { mois: '2026-11', statut: 'a_faire' };

const pageReply = pagedReply(ROWS, 'obligations');

function renderList(put: ApiReply = { body: {} }) {
  const api = fakeApi({
    'GET /api/obligations/ids': { body: { ids: ROWS.map((item) => item.id), total: ROWS.length } },
    'PUT /api/obligations/:id': put,
    'GET /api/obligations/counters': { body: { dueThisWeek: 0, overdue: 0, doneThisMonth: 0 } },
    'GET /api/obligations': pageReply,
  });
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () => {
      const list = useObligationsList(FILTERS, SEARCH);
      return { list, saves: useStatusSaves(list.rows) };
    },
    { wrapper },
  );
  return { api, result };
}

afterEach(() => vi.unstubAllGlobals());

describe('useObligationsList', () => {
  it('loads the first page of 200 with the total, then the next ones near the end, each once', async () => {
    const { api, result } = renderList();
    await waitFor(() => expect(result.current.list.rows).toHaveLength(200));
    expect(result.current.list.total).toBe(450);
    const [first] = api.sent('GET', '/api/obligations?');
    assert(first, 'aucune requête');
    expect(Object.fromEntries(paramsOf(first))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      status: 'a_faire',
      limit: '200',
    });

    act(() => result.current.list.handleNearEnd());
    await waitFor(() => expect(result.current.list.rows).toHaveLength(400));
    act(() => result.current.list.handleNearEnd());
    await waitFor(() => expect(result.current.list.rows).toHaveLength(450));
    expect(result.current.list.rows.map((item) => item.id)).toEqual(ROWS.map((item) => item.id));
    // The first page's total holds for the pages after it.
    expect(result.current.list.total).toBe(450);
    expect(api.sent('GET', '/api/obligations?').map((call) => paramsOf(call).get('cursor'))).toEqual([null, '200', '400']);

    // The last page has no cursor: nearing its end asks nothing more.
    act(() => result.current.list.handleNearEnd());
    await act(() => Promise.resolve());
    expect(api.sent('GET', '/api/obligations?')).toHaveLength(3);
  });

  it('selects every row the filters show through the ids, loaded or not', async () => {
    const { api, result } = renderList();
    await waitFor(() => expect(result.current.list.rows).toHaveLength(200));
    act(() => result.current.list.selection.toggleAll());
    await waitFor(() => expect(result.current.list.selection.count).toBe(450));
    const [ids] = api.sent('GET', '/api/obligations/ids');
    assert(ids, 'aucune requête des identifiants');
    expect(paramsOf(ids).get('status')).toBe('a_faire');
    expect(paramsOf(ids).has('limit')).toBe(false);
  });

  it('selects the loaded rows at once when they are the whole list', async () => {
    const { api, result } = renderList();
    await waitFor(() => expect(result.current.list.rows).toHaveLength(200));
    act(() => result.current.list.handleNearEnd());
    await waitFor(() => expect(result.current.list.rows).toHaveLength(400));
    act(() => result.current.list.handleNearEnd());
    await waitFor(() => expect(result.current.list.rows).toHaveLength(450));
    act(() => result.current.list.selection.toggleAll());
    expect(result.current.list.selection.count).toBe(450);
    expect(api.sent('GET', '/api/obligations/ids')).toEqual([]);
  });

  it('changes a status at once in the cached page that holds the row', async () => {
    const { api, result } = renderList();
    await waitFor(() => expect(result.current.list.rows).toHaveLength(200));
    act(() => result.current.list.handleNearEnd());
    await waitFor(() => expect(result.current.list.rows).toHaveLength(400));
    const target = result.current.list.rows[300];
    assert(target, 'ligne absente');
    act(() => result.current.saves.handleStatusChange(target, 'fait'));
    await waitFor(() => expect(result.current.list.rows[300]?.status).toBe('fait'));
    await waitFor(() => expect(result.current.saves.saved).toBe(target.id));
    expect(api.sent('PUT', `/api/obligations/${target.id}`).map((call) => call.body)).toEqual([{ status: 'fait' }]);
  });

  it('puts the row back, in red, when the save fails', async () => {
    const { result } = renderList(apiError(500, 'INTERNAL', 'Erreur du serveur'));
    await waitFor(() => expect(result.current.list.rows).toHaveLength(200));
    const first = result.current.list.rows[0];
    assert(first, 'ligne absente');
    act(() => result.current.saves.handleStatusChange(first, 'fait'));
    await waitFor(() => expect(result.current.saves.failed.has(first.id)).toBe(true));
    expect(result.current.list.rows[0]?.status).toBe('a_faire');
  });
});

describe('fetchAllObligations', () => {
  it('asks for the whole list, without a page, for the CSV', async () => {
    const api = fakeApi({ 'GET /api/obligations': pageReply });
    expect(await fetchAllObligations('from=2026-11-01&to=2026-11-30')).toHaveLength(450);
    expect(api.sent('GET', '/api/obligations').map((call) => call.path)).toEqual(['/api/obligations?from=2026-11-01&to=2026-11-30']);
  });
});
