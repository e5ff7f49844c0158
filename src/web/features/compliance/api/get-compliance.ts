import { queryOptions } from '@tanstack/react-query';

import type { ComplianceFile, ComplianceRow } from '../../../../shared/compliance/api.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/compliance, as the API answers it. */
export type ComplianceList = { clients: ComplianceRow[] };
/** A row as the client lists read it: they search on a SIRET, which this list does not carry. */
export type ComplianceListRow = ComplianceRow & { siret: null };

export const complianceRootKey = ['compliance'] as const;

// One list for the three tabs. Not zod-parsed: 10,000 rows from our own API, typed by the shared contract.
export const complianceQueryOptions = () =>
  queryOptions({
    queryKey: complianceRootKey,
    queryFn: ({ signal }) => apiFetch<ComplianceList>('/api/compliance', { signal }),
  });

/** The list as the client lists read it (useClientList). Module-level, so the selection is memoised. */
export const selectRows = (list: ComplianceList) => ({ rows: list.clients.map((row): ComplianceListRow => ({ ...row, siret: null })) });

// Its own root, so that cancelling or invalidating the list leaves the open file alone.
export const complianceFileRootKey = ['compliance-file'] as const;

export const complianceFileQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: [...complianceFileRootKey, clientId],
    queryFn: ({ signal }) => apiFetch<ComplianceFile>(`/api/compliance/${clientId}`, { signal }),
  });
