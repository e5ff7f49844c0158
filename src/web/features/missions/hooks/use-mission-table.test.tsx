import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, assert, describe, expect, it, vi } from 'vitest';

import type { MissionRow } from '../../../../shared/missions/api.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { pagedReply, paramsOf } from '../../../testing/fake-pages.ts';
import { testQueryClient } from '../../../testing/render.tsx';
import { fetchAllMissions, missionListParams } from '../api/get-missions.ts';
import { missionRow, TEMPLATE } from '../testing/mission-rows.ts';
import { useMissionTable } from './use-mission-table.ts';

// The production table in pages of 200 (issues 24 and 27): the filters and the sort go to the
// server, the next page near the end of the table, the count from the first page's total,
// « Tout sélectionner » through the ids, the CSV from the whole filtered list.

const ROWS: MissionRow[] = Array.from({ length: 450 }, (_, index) =>
  missionRow({ id: `5a6b7c8d-9e0f-4a1b-8c2d-${String(index).padStart(12, '0')}`, raisonSociale: `Client ${String(index + 1).padStart(3, '0')}` }),
);
const PARAMS = missionListParams({ templateId: TEMPLATE.id, year: 2026, late: true, q: 'client' });
const SORT = { column: 'statut', direction: 'desc' } as const;

const pageReply = pagedReply(ROWS, 'missions');

function renderTable() {
  const api = fakeApi({
    'GET /api/missions/ids': { body: { ids: ROWS.map((row) => row.id), total: ROWS.length } },
    'GET /api/missions': pageReply,
  });
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useMissionTable({ params: PARAMS, sort: SORT, enabled: true, resetKey: PARAMS }), { wrapper });
  return { api, result };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMissionTable', () => {
  it('asks for pages of 200 under the filters and the sort, the next near the end of the table, each once', async () => {
    const { api, result } = renderTable();
    await waitFor(() => expect(result.current.rows).toHaveLength(200));
    expect(result.current.total).toBe(450);
    const [first] = api.sent('GET', '/api/missions?');
    assert(first, 'aucune requête');
    expect(Object.fromEntries(paramsOf(first))).toEqual({
      templateId: TEMPLATE.id,
      closingFrom: '2026-01-01',
      closingTo: '2026-12-31',
      late: '1',
      q: 'client',
      sort: 'statut',
      order: 'desc',
      limit: '200',
    });
    act(() => result.current.handleNearEnd());
    await waitFor(() => expect(result.current.rows).toHaveLength(400));
    act(() => result.current.handleNearEnd());
    await waitFor(() => expect(result.current.rows).toHaveLength(450));
    expect(result.current.rows.map((row) => row.id)).toEqual(ROWS.map((row) => row.id));
    expect(api.sent('GET', '/api/missions?').map((call) => paramsOf(call).get('cursor'))).toEqual([null, '200', '400']);
    act(() => result.current.handleNearEnd());
    await act(() => Promise.resolve());
    expect(api.sent('GET', '/api/missions?')).toHaveLength(3);
  });

  it('« Tout sélectionner » takes every mission the filters show through the ids, in the table’s sort', async () => {
    const { api, result } = renderTable();
    await waitFor(() => expect(result.current.rows).toHaveLength(200));
    act(() => result.current.selection.toggleAll());
    await waitFor(() => expect(result.current.selection.count).toBe(450));
    const [ids] = api.sent('GET', '/api/missions/ids');
    assert(ids, 'aucune requête des identifiants');
    expect(paramsOf(ids).get('late')).toBe('1');
    expect(paramsOf(ids).get('sort')).toBe('statut');
    expect(paramsOf(ids).has('limit')).toBe(false);
  });
});

describe('fetchAllMissions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the whole filtered list in the table’s sort, without a page: what « Exporter (CSV) » writes', async () => {
    const api = fakeApi({ 'GET /api/missions': pageReply });
    expect(await fetchAllMissions(PARAMS, SORT)).toHaveLength(450);
    const [call] = api.sent('GET', '/api/missions?');
    assert(call, 'aucune requête');
    expect(paramsOf(call).get('order')).toBe('desc');
    expect(paramsOf(call).has('limit')).toBe(false);
    expect(paramsOf(call).get('q')).toBe('client');
  });
});
