import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { ReminderPreview, ReminderRequest } from '../../../../shared/e-invoicing/reminders.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The first mailable client's mail as it will leave, and the clients that will be skipped, for this
 * selection and template. A POST (the selection may hold 2,000 ids) read as a query: the same
 * request is asked once, and a new template is a new key.
 */
export const reminderPreviewQueryOptions = (request: ReminderRequest) =>
  queryOptions({
    queryKey: ['e-invoicing-reminder-preview', request] as const,
    queryFn: ({ signal }) => apiFetch<ReminderPreview>('/api/e-invoicing/reminders/preview', { method: 'POST', body: request, signal }),
    // A preview answers one dialog's question; it is not worth keeping once the dialog closes.
    gcTime: 0,
  });

/** While a new template's preview loads, the last one stays (its skipped clients do not blink). */
export const useReminderPreview = (request: ReminderRequest) =>
  useQuery({ ...reminderPreviewQueryOptions(request), placeholderData: keepPreviousData });
