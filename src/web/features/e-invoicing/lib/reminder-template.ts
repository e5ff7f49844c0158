import { reminderTemplateSchema, type ReminderTemplate } from '../../../../shared/e-invoicing/reminders.ts';
import { zodFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';

export type TemplateCheck = { ok: true; template: ReminderTemplate } | { ok: false; errors: FieldErrors };

/** The server's own rule (shared schema): the template to send, or a French message per field (subject, body). */
export function checkTemplate(draft: ReminderTemplate): TemplateCheck {
  const parsed = reminderTemplateSchema.safeParse(draft);
  return parsed.success ? { ok: true, template: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}
