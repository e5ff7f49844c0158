import { queryOptions } from '@tanstack/react-query';

import type { ClientPortfolio } from '../../../shared/clients.ts';
import { apiFetch } from '../../lib/api-client.ts';

// A collaborator's clients, for the portfolio filter of the client lists. Its own small list: the
// whole client list (30 MB of JSON at a network's size, issue 27) is not read for a set of ids.
// The clients feature declares what makes it stale (its descriptor's staleOn).

export const clientPortfolioRootKey = ['client-portfolio'] as const;

export const clientPortfolioQueryOptions = (collaboratorId: string) =>
  queryOptions({
    queryKey: [...clientPortfolioRootKey, collaboratorId] as const,
    queryFn: ({ signal }) =>
      apiFetch<ClientPortfolio>(`/api/clients/portfolio?${new URLSearchParams({ collaborator: collaboratorId }).toString()}`, { signal }),
  });
