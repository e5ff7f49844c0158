import { useQuery } from '@tanstack/react-query';

import type { ClientPortfolio } from '../../../../shared/clients.ts';
import { clientPortfolioQueryOptions } from '../portfolio-query.ts';
import { useCurrentUser } from '../../user/current-user.ts';
import { portfolioCollaborator, type PortfolioSearch } from './lib/portfolio.ts';

export type Portfolio = {
  /** The clients in the portfolio; undefined when every client is listed. */
  clientIds: ReadonlySet<string> | undefined;
  isPending: boolean;
  error: Error | null;
  retry: () => void;
};

// Module-level, so TanStack Query reruns it only when the ids change.
const selectIds = ({ clientIds }: ClientPortfolio): ReadonlySet<string> => new Set(clientIds);

/**
 * The clients of the collaborator the URL names, from the server's list of their ids
 * (GET /api/clients/portfolio), which the live stream marks stale when an assignment changes.
 * Nothing is fetched while no portfolio is chosen.
 */
export function usePortfolio(search: PortfolioSearch): Portfolio {
  const collaboratorId = portfolioCollaborator(search, useCurrentUser()?.id);
  const query = useQuery({ ...clientPortfolioQueryOptions(collaboratorId ?? ''), select: selectIds, enabled: collaboratorId !== undefined });
  if (collaboratorId === undefined) return { clientIds: undefined, isPending: false, error: null, retry: () => {} };
  return {
    clientIds: query.data,
    isPending: query.isPending,
    error: query.isError && !query.data ? query.error : null,
    retry: () => void query.refetch(),
  };
}
