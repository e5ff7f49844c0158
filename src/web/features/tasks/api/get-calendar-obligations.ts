import { useQuery } from '@tanstack/react-query';

import { obligationListQueryOptions, type ObligationFilters } from '../../../entities/obligation/obligations-query.ts';

/** The obligations of the calendar's weeks; nothing is fetched while the toggle is off. */
export const useCalendarObligations = (filters: ObligationFilters, enabled: boolean) =>
  useQuery({ ...obligationListQueryOptions(filters), enabled });
