import { errorMessage } from '../../lib/api-error.ts';
import { RetryAlert } from './retry-alert.tsx';
import { Spinner } from './spinner.tsx';

/** The part of a query a panel shows before its data: still loading, or failed. */
type WaitingQuery = { isPending: boolean; error: unknown; refetch: () => unknown };

/**
 * What a panel shows until its query succeeds: « Chargement … » with a spinner (announced), or
 * the error with « Réessayer ». Callers render it while `!query.isSuccess`, which narrows the data.
 */
export function QueryWaiting({ query, loading }: { query: WaitingQuery; loading: string }) {
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> {loading}
      </p>
    );
  }
  return <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>;
}
