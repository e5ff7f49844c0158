import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

import { getClientsQueryOptions, type ClientsResponse } from '../clients-query.ts';
import { useCurrentUser } from '../../user/current-user.ts';
import { portfolioClientIds, portfolioCollaborator, type PortfolioSearch } from './lib/portfolio.ts';

export type Portfolio = {
  /** The clients in the portfolio; undefined when every client is listed. */
  clientIds: ReadonlySet<string> | undefined;
  isPending: boolean;
  error: Error | null;
  retry: () => void;
};

/**
 * The clients of the collaborator the URL names. The assignments are read from the one clients
 * list (lib/clients-query.ts), which live updates already patch when someone is assigned: the
 * authorisation and tracking lists carry no copy that could fall behind. Nothing is fetched
 * while no portfolio is chosen.
 */
export function usePortfolio(search: PortfolioSearch): Portfolio {
  const collaboratorId = portfolioCollaborator(search, useCurrentUser()?.id);
  const select = useCallback(
    ({ clients }: ClientsResponse) => (collaboratorId ? portfolioClientIds(clients, collaboratorId) : undefined),
    [collaboratorId],
  );
  const query = useQuery({ ...getClientsQueryOptions(), select, enabled: collaboratorId !== undefined });
  if (collaboratorId === undefined) return { clientIds: undefined, isPending: false, error: null, retry: () => {} };
  return {
    clientIds: query.data,
    isPending: query.isPending,
    error: query.isError && !query.data ? query.error : null,
    retry: () => void query.refetch(),
  };
}
