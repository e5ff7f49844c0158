import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { isBackupActive, type BackupOverview, type BackupSettings } from '../../../../shared/backups.ts';
import { apiFetch } from '../../../lib/api-client.ts';

// Paramètres › Système's backups (admins). Its own key, outside the tab's counts (['system'],
// refetched on every change in the firm): a backup changes this list, not the firm's data.

const BACKUPS_PATH = '/api/system/backups';

export const backupsQueryKey = ['backups'] as const;

/** While a backup is asked for, written or verified, the list looks again every few seconds. */
const POLL_MS = 3000;

export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: backupsQueryKey,
    queryFn: ({ signal }) => apiFetch<BackupOverview>(BACKUPS_PATH, { signal }),
    refetchInterval: (query) => (query.state.data?.backups.some((backup) => isBackupActive(backup.status)) ? POLL_MS : false),
  });

export const useBackups = () => useQuery(backupsQueryOptions());

/** The address of a backup's download (journalled by the server). */
export const backupDownloadUrl = (fileName: string) => `${BACKUPS_PATH}/files/${encodeURIComponent(fileName)}`;

/** « Sauvegarder maintenant »: the list is read again, and shows it under way. */
export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ fileName: string; message: string }>(BACKUPS_PATH, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
  });
}

export function useSaveBackupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BackupSettings) => apiFetch<BackupSettings>(`${BACKUPS_PATH}/settings`, { method: 'PUT', body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
  });
}
