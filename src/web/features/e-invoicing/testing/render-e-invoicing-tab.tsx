import { useState } from 'react';
import { vi } from 'vitest';

import type { EInvoicingRow } from '../../../../shared/e-invoicing/api.ts';
import { platformName } from '../../../../shared/e-invoicing/platforms.ts';
import { issuingDeadline, READINESS_STATUSES, type CompanyCategory } from '../../../../shared/e-invoicing/statuses.ts';
import { apiError, fakeApi, type ApiCall, type ApiReply } from '../../../testing/fake-api.ts';
import { fakeListIds, fakeListPages } from '../../../testing/fake-client-list-server.ts';
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

/** GET /api/e-invoicing's rules, as the server applies them (e-invoicing-list-page.ts). */
const RULES = {
  statusOf: (row: EInvoicingRow, params: URLSearchParams) => (params.get('tab') === 'emission' ? row.issuingStatus : row.receptionStatus),
  tiles: READINESS_STATUSES,
  keep: (row: EInvoicingRow, params: URLSearchParams) => {
    const category = params.get('category');
    const platform = params.get('platform');
    return (
      (category === null || (row.category ?? 'non_renseignee') === category) && (platform === null || (row.platform ?? 'aucune') === platform)
    );
  },
  sortKeys: { plateforme: (row: EInvoicingRow) => platformName(row.platform, row.platformOther)?.toLowerCase() ?? null },
};

/**
 * One tab of the page over a fake server (its list paged and filtered as the API does, a save
 * kept in its rows), its URL params held in state as the router would: a
 * tile, a filter or a sort header changes what the table shows.
 */
export function renderEInvoicingTab({ tab = 'reception', rows = ROWS, filters = {}, save }: RenderOptions = {}) {
  let current = rows;
  const saved = (call: ApiCall, clientId: string): ApiReply => {
    const row = { ...rows.find((item) => item.clientId === clientId), ...(call.body as object), updatedAt: '2026-11-20T10:00:00.000Z' } as EInvoicingRow;
    current = current.map((item) => (item.clientId === clientId ? row : item));
    return { body: row };
  };
  const api = fakeApi({
    'GET /api/e-invoicing/ids': fakeListIds(() => current, RULES),
    'GET /api/e-invoicing': fakeListPages(() => current, RULES),
    'PUT /api/e-invoicing/:clientId': (call, params) => (save ?? saved)(call, params.clientId ?? ''),
    'PATCH /api/clients/:id': (call, params) => {
      const category = (call.body as { categorieEntreprise: CompanyCategory | null }).categorieEntreprise;
      current = current.map((row) => (row.clientId === params.id ? { ...row, category, issuingDeadline: issuingDeadline(category) } : row));
      return { body: { id: params.id, ...(call.body as object) } };
    },
    'GET /api/e-invoicing/:clientId/history': { body: { entries: [] } },
    'GET /api/users': { body: { users: [] } },
    'GET /api/me': apiError(401, 'UNAUTHORIZED', 'Vous devez vous connecter'),
  });
  const changes = vi.fn();

  function Harness() {
    const [shown, setShown] = useState<EInvoicingListFilters>(filters);
    const view = {
      filters: shown,
      onFiltersChange: (next: Partial<EInvoicingListFilters>) => {
        changes(next);
        setShown((previous) => ({ ...previous, ...next }));
      },
      portfolio: { clientIds: undefined, isPending: false, error: null, retry: () => {} },
    };
    return <EInvoicingTab tab={tab} tabLabel={tab === 'reception' ? 'Réception' : 'Émission'} view={view} />;
  }

  return { ...renderApp(<Harness />), api, changes };
}
