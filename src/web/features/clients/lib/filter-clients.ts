import type { Classification } from '../../../../shared/clients.ts';

// The search and filters themselves run on the server (GET /api/clients?q=&collaborator=&classification=).

export type ClientFilters = {
  query: string;
  collaboratorId?: string;
  classification?: Classification;
};

export function hasActiveFilters({ query, collaboratorId, classification }: ClientFilters): boolean {
  return query.trim() !== '' || Boolean(collaboratorId) || Boolean(classification);
}
