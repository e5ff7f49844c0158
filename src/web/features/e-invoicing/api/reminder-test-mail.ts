import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ReminderRequest, reminderTestResultSchema } from '../../../../shared/e-invoicing/reminders.ts';
import { apiFetch } from '../../../lib/api-client.ts';

type ReminderTestResult = z.infer<typeof reminderTestResultSchema>;

/** « M'envoyer un test »: the first client's version, mailed to the signed-in user; answers with that address. */
export function useSendTestReminder() {
  return useMutation({
    mutationFn: (request: ReminderRequest) =>
      apiFetch<ReminderTestResult>('/api/e-invoicing/reminders/test', { method: 'POST', body: request }),
  });
}
