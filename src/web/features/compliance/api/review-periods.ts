import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { ReviewPeriods } from '../../../../shared/compliance/review-periods.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { complianceFileRootKey, complianceRootKey } from './get-compliance.ts';

// The firm's review periods by vigilance level, in months: everyone reads them, admins change them.

const SETTINGS_PATH = '/api/compliance/settings';

export const reviewPeriodsQueryKey = ['compliance-settings'] as const;

export const reviewPeriodsQueryOptions = () =>
  queryOptions({
    queryKey: reviewPeriodsQueryKey,
    queryFn: ({ signal }) => apiFetch<ReviewPeriods>(SETTINGS_PATH, { signal }),
  });

export const useReviewPeriods = () => useQuery(reviewPeriodsQueryOptions());

/** PUT (admins): the server moves every file's next review; the lists read them again. */
export function useSaveReviewPeriods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (periods: ReviewPeriods) => apiFetch<ReviewPeriods>(SETTINGS_PATH, { method: 'PUT', body: periods }),
    onSuccess: (saved) => {
      queryClient.setQueryData(reviewPeriodsQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: complianceRootKey });
      void queryClient.invalidateQueries({ queryKey: complianceFileRootKey });
    },
  });
}
