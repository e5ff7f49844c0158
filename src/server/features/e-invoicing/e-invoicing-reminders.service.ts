import type { ReminderPreview, ReminderRequest, ReminderResult } from '../../../shared/e-invoicing/reminders.ts';
import { REMINDER_MESSAGES } from '../../../shared/e-invoicing/reminders.ts';
import { parisIsoDay } from '../../../shared/paris-time.ts';
import type { CurrentUser } from '../../../shared/users.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { enqueueCappedMails } from '../../mail/daily-cap.ts';
import { enqueueMail, signalMailQueued } from '../../mail/outbox.ts';
import { readFirmSetting } from '../../settings/firm-settings.ts';
import { reminderOnSent } from './e-invoicing-reminders.delivered.ts';
import { composeReminder, sortRecipients } from './e-invoicing-reminders.recipients.ts';
import { REMINDER_DAILY_CAP_SETTING } from './reminder-settings.ts';

/** The daily cap's category: every client reminder counts against the firm's one quota. */
export const CLIENT_REMINDER_CAP = 'client_reminder';

/**
 * « Envoyer une relance »: one mail per mailable client, all queued in one transaction (none if
 * it fails), each day's share within the firm's daily cap and the rest for the next days. Nothing
 * else is written now: each client's « dernière relance » and journal line come with the SMTP
 * server's acceptance (reminderDelivered).
 */
export async function sendReminders({ db, request, actor, now = new Date() }: { db: Db; request: ReminderRequest; actor: Actor; now?: Date }): Promise<ReminderResult> {
  const { sendable, skipped } = await sortRecipients({ db, clientIds: request.clientIds });
  const today = parisIsoDay(now);
  const mails = sendable.map((recipient) => ({
    ...composeReminder({ recipient, template: request, today }),
    onSent: reminderOnSent(recipient.clientId, actor),
  }));
  const queued = await db.transaction(async (tx) => {
    const perDay = await readFirmSetting({ db: tx, setting: REMINDER_DAILY_CAP_SETTING });
    return enqueueCappedMails({ tx, mails, cap: { category: CLIENT_REMINDER_CAP, perDay }, now });
  });
  if (queued.queued > 0) signalMailQueued();
  return { ...queued, skipped };
}

/** The dialog's preview: the first mailable client's mail as it will leave, and who will be skipped. */
export async function previewReminders({ db, request, now = new Date() }: { db: Db; request: ReminderRequest; now?: Date }): Promise<ReminderPreview> {
  const { sendable, skipped } = await sortRecipients({ db, clientIds: request.clientIds });
  const [first] = sendable;
  const mail = first ? composeReminder({ recipient: first, template: request, today: parisIsoDay(now) }) : undefined;
  return {
    first: first && mail ? { clientId: first.clientId, to: mail.to, replyTo: mail.replyTo ?? null, subject: mail.subject, text: mail.text } : null,
    sendable: sendable.length,
    skipped,
  };
}

/**
 * « M'envoyer un test »: the first mailable client's version, to the requester's own address,
 * through the outbox like every mail, outside the daily cap and recording nothing once sent.
 */
export async function sendReminderTest({
  db,
  request,
  user,
  now = new Date(),
}: {
  db: Db;
  request: ReminderRequest;
  user: Pick<CurrentUser, 'email'>;
  now?: Date;
}): Promise<{ to: string }> {
  const { sendable } = await sortRecipients({ db, clientIds: request.clientIds });
  const [first] = sendable;
  if (!first) throw new AppError('BAD_REQUEST', REMINDER_MESSAGES.nobodyToMail);
  await enqueueMail(db, { ...composeReminder({ recipient: first, template: request, today: parisIsoDay(now) }), to: user.email });
  signalMailQueued();
  return { to: user.email };
}
