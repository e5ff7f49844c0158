import { screen, within } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { vi } from 'vitest';

import type { ClientPage } from '../../../../shared/clients-page.ts';
import type { ClientPatch, ClientRow } from '../../../../shared/clients.ts';
import type { Commune } from '../../../../shared/communes.ts';
import type { Software } from '../../../../shared/software.ts';
import type { UserOption } from '../../../../shared/users.ts';
import { useRowSelection } from '../../../components/selection/use-row-selection.ts';
import { useLoadedPages } from '../../../lib/paged-list.ts';
import { fakeApi, type ApiCall, type ApiReply } from '../../../testing/fake-api.ts';
import { renderApp, testQueryClient } from '../../../testing/render.tsx';
import { clientListParams, clientPagesKey, useClientPages } from '../api/get-client-pages.ts';
import { ClientsGrid } from '../components/clients-grid.tsx';
import { buildLookups } from '../lib/client-lookups.ts';
import type { OptionalColumn } from '../lib/client-columns.ts';
import { DEFAULT_SORT } from '../lib/sort-clients.ts';

type Handler = ApiReply | ((call: ApiCall, params: Record<string, string>) => ApiReply | Promise<ApiReply>);

type GridOptions = {
  rows: ClientRow[];
  users?: UserOption[];
  software?: Software[];
  /** The fiscal profile's columns to draw. */
  shownColumns?: OptionalColumn[];
  /** Communes by postcode, for GET /api/communes. */
  communes?: Record<string, Commune[]>;
  /** Routes replacing the default answers (a PATCH that fails, say). */
  routes?: Record<string, Handler>;
};

const NO_PLAN = () => {};
const NO_ROWS: readonly ClientRow[] = [];
const clientsOf = (page: ClientPage) => page.clients;
const PARAMS = clientListParams({ q: '', collaborator: undefined, classification: undefined, sort: DEFAULT_SORT.column, order: DEFAULT_SORT.direction });

/** The Clients page's wiring of the grid: its rows from the loaded pages of GET /api/clients, which the edits patch. */
function ClientsGridOnPage({ users, software, shownColumns }: Required<Pick<GridOptions, 'users' | 'software' | 'shownColumns'>>) {
  const { rows } = useLoadedPages(useClientPages(PARAMS), clientsOf, NO_ROWS);
  const lookups = useMemo(() => buildLookups(users, software), [users, software]);
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const selection = useRowSelection({ ids, resetKey: '' });
  const [sort, setSort] = useState(DEFAULT_SORT);
  return (
    <ClientsGrid
      rows={rows}
      sort={sort}
      onSortChange={setSort}
      lookups={lookups}
      users={users}
      software={software}
      onDeleteRequest={vi.fn()}
      onOpenSheet={vi.fn()}
      shownColumns={shownColumns}
      selection={selection}
      onPastePlan={NO_PLAN}
    />
  );
}

/**
 * The Clients grid over a fake server that accepts every edit (answering with the patched row),
 * its rows already loaded as the page has them: one page of GET /api/clients?limit=. Cells are found as a person finds them: by the
 * row's client and the column's header.
 */
export function renderClientsGrid({ rows, users = [], software = [], shownColumns = [], communes = {}, routes = {} }: GridOptions) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const api = fakeApi({
    'GET /api/clients': { body: { clients: rows, nextCursor: null, total: rows.length } },
    'GET /api/software': { body: { software } },
    'GET /api/communes': (call) => ({
      body: { communes: communes[new URL(call.path, 'http://test').searchParams.get('codePostal') ?? ''] ?? [] },
    }),
    'POST /api/clients/bulk/update': { body: { batchId: '9b2f6c1d-4e3a-4b5c-8d7e-6f5a4b3c2d1e', count: 1 } },
    'PUT /api/clients/:id/collaborators/:userId': { status: 204 },
    'DELETE /api/clients/:id/collaborators/:userId': { status: 204 },
    'PATCH /api/clients/:id': (call, { id = '' }) => ({
      body: { ...byId.get(id), ...(call.body as ClientPatch), updatedAt: '2025-06-01T10:00:00.000Z' },
    }),
    ...routes,
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(clientPagesKey(PARAMS), { pages: [{ clients: rows, nextCursor: null, total: rows.length }], pageParams: [null] });
  const rendered = renderApp(<ClientsGridOnPage users={users} software={software} shownColumns={shownColumns} />, { queryClient });

  /** The cell of this client (by its place in `rows`) under this column header. */
  function cell(client: ClientRow, header: string): HTMLElement {
    const grid = screen.getByRole('grid', { name: 'Clients' });
    const col = within(grid).getByRole('columnheader', { name: header }).getAttribute('aria-colindex');
    const row = within(grid)
      .getAllByRole('row')
      .find((element) => element.getAttribute('aria-rowindex') === String(rows.indexOf(client) + 2));
    const found = row?.querySelector<HTMLElement>(`[role="gridcell"][aria-colindex="${col}"]`);
    if (!found) throw new Error(`Pas de cellule « ${header} » pour ${client.raisonSociale}`);
    return found;
  }

  return { ...rendered, api, cell, patches: () => api.sent('PATCH', '/api/clients/').map((call) => ({ path: call.path, body: call.body })) };
}
