import { useState } from 'react';
import { vi } from 'vitest';

import type { EInvoicingRow } from '../../../../shared/e-invoicing/api.ts';
import { apiError, fakeApi, type ApiCall, type ApiReply } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { EInvoicingTab } from '../components/e-invoicing-tab.tsx';
import type { EInvoicingListFilters } from '../e-invoicing-search.ts';
import type { EInvoicingTab as Tab } from '../lib/tabs.ts';
import { ROWS } from './e-invoicing-rows.ts';

type RenderOptions = {
  tab?: Tab;
  rows?: EInvoicingRow[];
  filters?: EInvoicingListFilters;
  /** The answer to PUT /api/e-invoicing/{clientId}: by default the row with the patch applied. */
  save?: (call: ApiCall, clientId: string) => ApiReply | Promise<ApiReply>;
};

/**
 * One tab of the page over a fake server, its URL params held in state as the router would: a
 * tile, a filter or a sort header changes what the table shows.
 */
export function renderEInvoicingTab({ tab = 'reception', rows = ROWS, filters = {}, save }: RenderOptions = {}) {
  const saved = (call: ApiCall, clientId: string): ApiReply => ({
    body: { ...rows.find((row) => row.clientId === clientId), ...(call.body as object), updatedAt: '2026-11-20T10:00:00.000Z' },
  });
  const api = fakeApi({
    'GET /api/e-invoicing': { body: { clients: rows } },
    'PUT /api/e-invoicing/:clientId': (call, params) => (save ?? saved)(call, params.clientId ?? ''),
    'PATCH /api/clients/:id': (call, params) => ({ body: { id: params.id, ...(call.body as object) } }),
    'GET /api/e-invoicing/:clientId/history': { body: { entries: [] } },
    'GET /api/users': { body: { users: [] } },
    'GET /api/me': apiError(401, 'UNAUTHORIZED', 'Vous devez vous connecter'),
  });
  const changes = vi.fn();

  function Harness() {
    const [current, setCurrent] = useState<EInvoicingListFilters>(filters);
    const view = {
      filters: current,
      onFiltersChange: (next: Partial<EInvoicingListFilters>) => {
        changes(next);
        setCurrent((previous) => ({ ...previous, ...next }));
      },
      portfolio: { clientIds: undefined, isPending: false, error: null, retry: () => {} },
    };
    return <EInvoicingTab tab={tab} tabLabel={tab === 'reception' ? 'Réception' : 'Émission'} view={view} />;
  }

  return { ...renderApp(<Harness />), api, changes };
}
