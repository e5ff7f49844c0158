import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { connectLiveUpdates } from './live-updates.ts';
import type { LiveTable } from './live-plan.ts';

/** Keeps this tab's data current with what other people change; mounted once in the signed-in shell. */
export function useLiveUpdates(table: LiveTable): void {
  const queryClient = useQueryClient();
  useEffect(() => connectLiveUpdates(queryClient, table), [queryClient, table]);
}
