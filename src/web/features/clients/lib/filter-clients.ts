import type { Classification, ClientRow } from '../../../../shared/clients.ts';
import { matchesClientQuery, prepareClientQuery } from '../../../../shared/client-search.ts';

export type ClientFilters = {
  query: string;
  collaboratorId?: string;
  classification?: Classification;
};

export function hasActiveFilters({ query, collaboratorId, classification }: ClientFilters): boolean {
  return query.trim() !== '' || Boolean(collaboratorId) || Boolean(classification);
}

/** One pass over the rows, keeping their order (the list is sorted before it is filtered). */
export function filterClients(rows: readonly ClientRow[], filters: ClientFilters): readonly ClientRow[] {
  const query = prepareClientQuery(filters.query);
  const { collaboratorId, classification } = filters;
  if (!query && !collaboratorId && !classification) return rows;
  return rows.filter(
    (row) =>
      (!classification || row.classification === classification) &&
      (!collaboratorId || row.collaboratorIds.includes(collaboratorId)) &&
      (!query || matchesClientQuery(row, query)),
  );
}
