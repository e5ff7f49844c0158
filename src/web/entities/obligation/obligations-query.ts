import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { ObligationCounters, ObligationList } from '../../../shared/obligations/api.ts';
import { endOfWeek } from '../../../shared/obligations/calendar.ts';
import type { ObligationKind, ObligationStatus } from '../../../shared/obligations/kinds.ts';
import { apiFetch } from '../../lib/api-client.ts';

// The stored obligations (issue 15), read by the Échéances page and the Tâches calendar: both
// features use these factories, so they live here (features never import one another). Live
// updates patch the lists (obligation-patched-list.ts) and refresh the counters.

export const obligationsRootKey = ['obligations'] as const;

/** GET /api/obligations's filters, as the page and the calendar hold them. */
export type ObligationFilters = {
  /** Due dates, both included; without them the server lists its current month, or with `overdue` every overdue row. */
  from?: string;
  to?: string;
  kinds?: readonly ObligationKind[];
  statuses?: readonly ObligationStatus[];
  overdue?: boolean;
  collaborator?: string;
  mine?: boolean;
  clientId?: string;
  q?: string;
};

export type PortfolioFilters = Pick<ObligationFilters, 'collaborator' | 'mine'>;

/** The query string of GET /api/obligations; empty filters stay out. */
export function obligationListParams(filters: ObligationFilters): string {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.kinds?.length) params.set('kind', filters.kinds.join(','));
  if (filters.statuses?.length) params.set('status', filters.statuses.join(','));
  if (filters.overdue) params.set('overdue', 'true');
  if (filters.mine) params.set('mine', 'true');
  else if (filters.collaborator) params.set('collaborator', filters.collaborator);
  if (filters.clientId) params.set('clientId', filters.clientId);
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  return params.toString();
}

export const obligationListKey = (filters: ObligationFilters) => [...obligationsRootKey, 'list', obligationListParams(filters)] as const;
export const obligationListPrefix = [...obligationsRootKey, 'list'] as const;
export const obligationCountersPrefix = [...obligationsRootKey, 'counters'] as const;

// Not zod-parsed: a month of the firm's deadlines from our own API, typed by the shared contract.
export const obligationListQueryOptions = (filters: ObligationFilters) =>
  queryOptions({
    queryKey: obligationListKey(filters),
    queryFn: ({ signal }) => apiFetch<ObligationList>(`/api/obligations?${obligationListParams(filters)}`, { signal }),
    // A new filter keeps the rows shown until its answer comes, instead of a spinner each step.
    placeholderData: keepPreviousData,
  });

function countersParams({ collaborator, mine }: PortfolioFilters): string {
  if (mine) return '?mine=true';
  return collaborator ? `?collaborator=${encodeURIComponent(collaborator)}` : '';
}

export const obligationCountersQueryOptions = (portfolio: PortfolioFilters) =>
  queryOptions({
    queryKey: [...obligationCountersPrefix, countersParams(portfolio)] as const,
    queryFn: ({ signal }) => apiFetch<ObligationCounters>(`/api/obligations/counters${countersParams(portfolio)}`, { signal }),
  });

/** What « cette semaine » lists on the Échéances page (/echeances?du=&au=&statut=a_faire). */
export const thisWeekSearch = (today: string) => ({ du: today, au: endOfWeek(today), statut: 'a_faire' });
