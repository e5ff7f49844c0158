import { QueryCache, QueryClient } from '@tanstack/react-query';

import { ApiError } from './api-error.ts';

type CreateQueryClientOptions = {
  /** Called when a query learns that the session is gone (401). */
  onUnauthorized?: (client: QueryClient) => void;
  /** Called when a query is refused (403), with the server's error code. */
  onForbidden?: (client: QueryClient, code: string) => void;
};

const MAX_RETRIES = 2;

function shouldRetry(failureCount: number, error: Error): boolean {
  // A 4xx answer will not change on a retry.
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient({ onUnauthorized, onForbidden }: CreateQueryClientOptions = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) onUnauthorized?.(client);
        if (error instanceof ApiError && error.status === 403) onForbidden?.(client, error.code);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
