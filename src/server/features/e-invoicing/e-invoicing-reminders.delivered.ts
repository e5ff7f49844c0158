import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { clientEInvoicing, clients, users } from '../../db/schema/index.ts';
import type { MailDelivered } from '../../mail/mail-delivered.ts';
import type { MailOnSent } from '../../mail/outbox.ts';

/** The name a reminder's onSent gives, under which the descriptor registers reminderDelivered. */
export const REMINDER_DELIVERED = 'e-invoicing.reminder';

const deliveredSchema = z.object({ clientId: z.uuid(), requestedBy: z.object({ id: z.uuid(), fullName: z.string() }) });

/** What a reminder records once delivered: the client, and who asked for it (the journal's author). */
export const reminderOnSent = (clientId: string, requestedBy: Actor): MailOnSent => ({
  handler: REMINDER_DELIVERED,
  data: { clientId, requestedBy: { id: requestedBy.id, fullName: requestedBy.fullName } },
});

/**
 * The SMTP server accepted a reminder: the client's « dernière relance » becomes the acceptance
 * time, by the user who asked for it, with its journal line, in the transaction that marks the
 * mail sent (a write of the record like every other: updated_at and updated_by follow). A client
 * without a record gets one (its statuses keep their defaults); a client
 * deleted since has nothing left to record. A requester deleted since keeps only their name.
 */
export const reminderDelivered: MailDelivered = async (tx, data, sentAt) => {
  const { clientId, requestedBy } = deliveredSchema.parse(data);
  const [client] = await tx
    .select({
      lastReminderAt: clientEInvoicing.lastReminderAt,
      requesterExists: sql<boolean>`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${requestedBy.id})`,
    })
    .from(clients)
    .leftJoin(clientEInvoicing, eq(clientEInvoicing.clientId, clients.id))
    .where(eq(clients.id, clientId));
  if (!client) return;
  const by = client.requesterExists ? requestedBy.id : null;
  const reminder = { lastReminderAt: sentAt, lastReminderBy: by, lastReminderByName: requestedBy.fullName, updatedAt: sentAt, updatedBy: by };
  await tx
    .insert(clientEInvoicing)
    .values({ clientId, ...reminder })
    .onConflictDoUpdate({ target: clientEInvoicing.clientId, set: reminder });
  await recordActivity(tx, client.requesterExists ? requestedBy : null, [
    { entity: 'e_invoicing', entityId: clientId, clientId, action: 'update', field: 'lastReminderAt', oldValue: client.lastReminderAt, newValue: sentAt },
  ]);
};
