import { useMutation } from '@tanstack/react-query';

import type { ReminderRequest, ReminderResult } from '../../../../shared/e-invoicing/reminders.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * One mail per client, put in the outbox. Nothing to refresh here: each « Dernière relance » is
 * written when the SMTP server accepts its mail, and reaches the page through the live updates.
 */
export function useSendReminders() {
  return useMutation({
    mutationFn: (request: ReminderRequest) => apiFetch<ReminderResult>('/api/e-invoicing/reminders', { method: 'POST', body: request }),
  });
}
