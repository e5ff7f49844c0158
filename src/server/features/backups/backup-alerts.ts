import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { enqueueMail, signalMailQueued } from '../../mail/outbox.ts';
import { backupAlertMail, type BackupAlert } from './backup-alert-mail.ts';

/** The bell's text stays short; the mail and the Système tab carry the whole message. */
const BELL_BODY_MAX = 500;

/**
 * Tells every admin, in one transaction: a bell notification and a mail through the outbox
 * (retried while SMTP is down). An admin already told of this event (its dedupe key) is not told
 * again. Answers how many were told.
 */
export async function alertAdmins({ db, alert, appUrl }: { db: Db; alert: BackupAlert; appUrl: string }): Promise<number> {
  const url = `${appUrl}/settings?onglet=systeme`;
  const told = await db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id, email: users.email, fullName: users.fullName }).from(users).where(eq(users.role, 'admin'));
    if (admins.length === 0) return 0;
    const body = alert.body.length > BELL_BODY_MAX ? `${alert.body.slice(0, BELL_BODY_MAX - 1)}…` : alert.body;
    const inserted = await tx
      .insert(notifications)
      .values(admins.map((admin) => ({ userId: admin.id, kind: 'backup_alert' as const, title: alert.title, body, dedupeKey: alert.dedupeKey })))
      .onConflictDoNothing()
      .returning({ userId: notifications.userId });
    const newly = new Set(inserted.map((row) => row.userId));
    const mails = admins.filter((admin) => newly.has(admin.id)).map((admin) => backupAlertMail({ to: admin.email, fullName: admin.fullName, alert, url }));
    await enqueueMail(tx, mails);
    return mails.length;
  });
  if (told > 0) signalMailQueued();
  return told;
}
