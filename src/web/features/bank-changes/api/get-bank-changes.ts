import { queryOptions, useQuery } from '@tanstack/react-query';

import type { BankChangeListWithProgress } from '../../../../shared/bank-changes.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const bankChangesQueryKey = ['bank-changes'] as const;
export type BankChangeList = BankChangeListWithProgress;

export const bankChangesQueryOptions = () =>
  queryOptions({
    queryKey: bankChangesQueryKey,
    queryFn: ({ signal }) => apiFetch<BankChangeList>('/api/bank-changes', { signal }),
  });

export const useBankChanges = () => useQuery(bankChangesQueryOptions());
