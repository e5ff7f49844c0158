import { useState } from 'react';

import { AUTHORIZATION_STATUSES, type AuthorizationKind, type AuthorizationRow, type AuthorizationStatus } from '../../../../shared/authorizations.ts';
import type { ListFilters } from '../../../entities/client/list/lib/list-search.ts';
import { apiError, fakeApi, type ApiCall, type ApiReply } from '../../../testing/fake-api.ts';
import { fakeListIds, fakeListPages } from '../../../testing/fake-client-list-server.ts';
import { renderApp } from '../../../testing/render.tsx';
import { AuthorizationTab } from '../components/authorization-tab.tsx';

/** GET /api/authorizations/:kind's rules, as the server applies them (authorizations-list-page.ts). */
const RULES = { statusOf: (row: AuthorizationRow) => row.status, tiles: AUTHORIZATION_STATUSES };

type RenderOptions = {
  kind?: AuthorizationKind;
  rows: readonly AuthorizationRow[];
  filters?: ListFilters<AuthorizationStatus>;
  /** The answer to a save (by default the row with the saved fields); a success is kept in the server's rows. */
  save?: (body: Partial<AuthorizationRow>, clientId: string) => ApiReply | Promise<ApiReply>;
  /** More fake routes (a bulk write…). */
  routes?: Record<string, ApiReply | ((call: ApiCall) => ApiReply)>;
  /** The pages after the first never come: only the first page is loaded, whatever the table asks. */
  holdNextPages?: boolean;
};

/**
 * One authorisation tab over a fake server (its list paged, filtered and counted as the API does,
 * a save kept in its rows), its URL params held in state as the router would: a tile, the status
 * filter or a sort header changes what the table shows.
 */
export function renderAuthorizationTab({ kind = 'impots', rows, filters = {}, save, routes = {}, holdNextPages = false }: RenderOptions) {
  let current = rows;
  const saved = (body: Partial<AuthorizationRow>, clientId: string): ApiReply => ({
    body: { ...current.find((item) => item.clientId === clientId), ...body, updatedAt: '2025-03-15T10:00:00.000Z' },
  });
  const put = async (call: ApiCall, clientId: string): Promise<ApiReply> => {
    const reply = await (save ?? saved)(call.body as Partial<AuthorizationRow>, clientId);
    if ((reply.status ?? 200) < 300) current = current.map((item) => (item.clientId === clientId ? (reply.body as AuthorizationRow) : item));
    return reply;
  };
  const path = `/api/authorizations/${kind}`;
  const pages = fakeListPages(() => current, RULES);
  const api = fakeApi({
    ...routes,
    [`GET ${path}/ids`]: fakeListIds(() => current, RULES),
    [`GET ${path}`]: (call) => (holdNextPages && call.path.includes('cursor=') ? new Promise<ApiReply>(() => {}) : pages(call)),
    [`PUT ${path}/:clientId`]: (call, params) => put(call, params.clientId ?? ''),
    [`GET ${path}/:clientId/history`]: { body: { entries: [] } },
    'GET /api/users': { body: { users: [] } },
    'GET /api/me': apiError(401, 'UNAUTHORIZED', 'Vous devez vous connecter'),
  });

  function Harness() {
    const [shown, setShown] = useState<ListFilters<AuthorizationStatus>>(filters);
    const view = {
      filters: shown,
      onFiltersChange: (next: Partial<ListFilters<AuthorizationStatus>>) => setShown((previous) => ({ ...previous, ...next })),
      portfolio: { clientIds: undefined, isPending: false, error: null, retry: () => {} },
    };
    return <AuthorizationTab kind={kind} kindLabel={kind === 'impots' ? 'Impôts' : 'URSSAF'} view={view} />;
  }

  return { ...renderApp(<Harness />), api };
}
