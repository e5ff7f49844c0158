import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { connectLiveUpdates } from './live-updates.ts';

/** Keeps this tab's data current with what other people change; mounted once in the signed-in shell. */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => connectLiveUpdates(queryClient), [queryClient]);
}
