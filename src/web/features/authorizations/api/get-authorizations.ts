import { queryOptions } from '@tanstack/react-query';

import type { AuthorizationKind, AuthorizationRow, HistoryEntry } from '../../../../shared/authorizations.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export type AuthorizationList = { rows: AuthorizationRow[] };

export const authorizationsRootKey = ['authorizations'] as const;
export const authorizationsQueryKey = (kind: AuthorizationKind) => [...authorizationsRootKey, kind] as const;

// Not zod-parsed: 10,000 rows from our own API, typed by the shared contract.
export const authorizationsQueryOptions = (kind: AuthorizationKind) =>
  queryOptions({
    queryKey: authorizationsQueryKey(kind),
    queryFn: ({ signal }) => apiFetch<AuthorizationList>(`/api/authorizations/${kind}`, { signal }),
  });

// Its own root, so that cancelling or invalidating a list leaves the open history alone.
export const authorizationHistoryRootKey = ['authorization-history'] as const;
export const authorizationHistoryQueryKey = (kind: AuthorizationKind, clientId: string) =>
  [...authorizationHistoryRootKey, kind, clientId] as const;

export const fetchAuthorizationHistory = (kind: AuthorizationKind, clientId: string, signal: AbortSignal) =>
  apiFetch<{ entries: HistoryEntry[] }>(`/api/authorizations/${kind}/${clientId}/history`, { signal }).then(
    (body) => body.entries,
  );
