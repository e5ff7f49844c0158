import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ClientSheet } from '../../../../shared/client-sheet.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { clientSheetQueryKey } from '../../../entities/client/client-sheet-query-key.ts';

// Always fetched afresh when the sheet opens: the table may just have changed the client.
export const clientSheetQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientSheetQueryKey(clientId),
    queryFn: ({ signal }) => apiFetch<ClientSheet>(`/api/clients/${clientId}/sheet`, { signal }),
    staleTime: 0,
  });

export const useClientSheet = (clientId: string) => useQuery(clientSheetQueryOptions(clientId));
