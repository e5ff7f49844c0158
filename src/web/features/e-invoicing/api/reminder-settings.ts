import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { ReminderSettings } from '../../../../shared/e-invoicing/reminders.ts';
import { apiFetch } from '../../../lib/api-client.ts';

// The firm's reminder template and daily cap: the dialog starts from it, admins edit it in Paramètres.

const SETTINGS_PATH = '/api/e-invoicing/settings';

export const reminderSettingsQueryKey = ['e-invoicing-settings'] as const;

export const reminderSettingsQueryOptions = () =>
  queryOptions({
    queryKey: reminderSettingsQueryKey,
    queryFn: ({ signal }) => apiFetch<ReminderSettings>(SETTINGS_PATH, { signal }),
  });

export const useReminderSettings = () => useQuery(reminderSettingsQueryOptions());

/** PUT (admins): the saved settings become the cached ones, so the next dialog starts from them. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings) => apiFetch<ReminderSettings>(SETTINGS_PATH, { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsQueryKey, saved),
  });
}
