import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { errorMessage } from '../../../lib/api-error.ts';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { Portfolio } from './use-portfolio.ts';

type ListQueryStateProps = {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'data' | 'error'> & { refetch: () => Promise<unknown> };
  /** A chosen portfolio waits for the clients list too. */
  portfolio?: Portfolio;
  /** 'Chargement des clients…' */
  loadingText: string;
  children: ReactNode;
};

/** A list's spinner while it loads, its error with 'Réessayer', or the list once it is there. */
export function ListQueryState({ query, portfolio, loadingText, children }: ListQueryStateProps) {
  if (query.isPending || portfolio?.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 p-6 text-sm text-muted-foreground">
        <Spinner /> {loadingText}
      </p>
    );
  }
  // Data already there (a failed refetch) stays shown.
  const error = query.isError && query.data === undefined ? query.error : (portfolio?.error ?? null);
  if (error) {
    const retry = error === portfolio?.error ? portfolio.retry : () => void query.refetch();
    return (
      <RetryAlert onRetry={retry}>{errorMessage(error)}</RetryAlert>
    );
  }
  return children;
}
