import { useQuery } from '@tanstack/react-query';

import {
  obligationCountersQueryOptions,
  obligationListQueryOptions,
  type ObligationFilters,
  type PortfolioFilters,
} from '../../../entities/obligation/obligations-query.ts';

export const useObligations = (filters: ObligationFilters) => useQuery(obligationListQueryOptions(filters));

export const useObligationCounters = (portfolio: PortfolioFilters) => useQuery(obligationCountersQueryOptions(portfolio));
