import { sql } from 'drizzle-orm';
import { clientFieldsSchema } from '../../../shared/clients.ts';
import { formatDateFr } from '../../../shared/dates.ts';
import { NO_RECORD } from '../../../shared/e-invoicing/api.ts';
import type { CompanyCategory, ReadinessStatus } from '../../../shared/e-invoicing/statuses.ts';
import { fillTemplate, reminderDeadline, type ReminderResult, type ReminderTemplate } from '../../../shared/e-invoicing/reminders.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clientCollaborators, clientEInvoicing, clients, users } from '../../db/schema/index.ts';
import type { Mail } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';

// Who a reminder goes to, and the mail each one gets.

/** A client a reminder can be mailed to: its valid address, what {date_limite} reads, its first collaborator. */
export type ReminderRecipient = {
  clientId: string;
  raisonSociale: string;
  email: string;
  category: CompanyCategory | null;
  receptionStatus: ReadinessStatus;
  issuingStatus: ReadinessStatus;
  collaboratorName: string | null;
  collaboratorEmail: string | null;
};

type Row = Omit<ReminderRecipient, 'email'> & { status: string; email: string | null };
type Skipped = ReminderResult['skipped'];

/**
 * The selected clients, in the order given, split into those a mail can go to and those skipped
 * (unknown, not active, no or an invalid e-mail: the client field's own rule). The first
 * collaborator is the first assigned, the order in which the Clients page lists them.
 */
export async function sortRecipients({ db, clientIds }: { db: DbOrTx; clientIds: readonly string[] }): Promise<{ sendable: ReminderRecipient[]; skipped: Skipped }> {
  const { rows } = await db.execute<Row>(sql`
    SELECT ${clients.id} AS "clientId", ${clients.raisonSociale} AS "raisonSociale", ${clients.status} AS "status",
      ${clients.email} AS "email", ${clients.categorieEntreprise} AS "category",
      coalesce(${clientEInvoicing.receptionStatus}, ${NO_RECORD.receptionStatus}) AS "receptionStatus",
      coalesce(${clientEInvoicing.issuingStatus}, ${NO_RECORD.issuingStatus}) AS "issuingStatus",
      first_collaborator.full_name AS "collaboratorName", first_collaborator.email AS "collaboratorEmail"
    FROM ${clients}
    LEFT JOIN ${clientEInvoicing} ON ${clientEInvoicing.clientId} = ${clients.id}
    LEFT JOIN LATERAL (
      SELECT ${users.fullName} AS full_name, ${users.email} AS email
      FROM ${clientCollaborators} JOIN ${users} ON ${users.id} = ${clientCollaborators.collaboratorId}
      WHERE ${clientCollaborators.clientId} = ${clients.id}
      ORDER BY ${clientCollaborators.createdAt}, ${clientCollaborators.collaboratorId}
      LIMIT 1
    ) AS first_collaborator ON true
    WHERE ${clients.id} = ANY(${sql.param([...clientIds])}::uuid[])`);
  const byId = new Map(rows.map((row) => [row.clientId, row]));
  const sendable: ReminderRecipient[] = [];
  const skipped: Skipped = [];
  for (const clientId of clientIds) {
    const row = byId.get(clientId);
    if (!row) {
      skipped.push({ clientId, reason: 'unknown' });
      continue;
    }
    if (row.status !== 'actif') {
      skipped.push({ clientId, reason: 'inactive' });
      continue;
    }
    const email = clientFieldsSchema.shape.email.safeParse(row.email);
    if (email.success && email.data) sendable.push({ ...row, email: email.data });
    else skipped.push({ clientId, reason: email.success ? 'no_email' : 'invalid_email' });
  }
  return { sendable, skipped };
}

/**
 * The client's mail: subject and body filled, the text part as written, the HTML part the same
 * text escaped with its line breaks, and Reply-To the first collaborator (none without one).
 */
export function composeReminder({ recipient, template, today }: { recipient: ReminderRecipient; template: ReminderTemplate; today: string }): Mail {
  const values = {
    raison_sociale: recipient.raisonSociale,
    date_limite: formatDateFr(reminderDeadline({ ...recipient, today })),
    collaborateur: recipient.collaboratorName ?? '',
  };
  const text = fillTemplate(template.body, values);
  return {
    to: recipient.email,
    // One line whatever a raison sociale holds: the subject is a header.
    subject: fillTemplate(template.subject, values).replace(/\s*[\r\n]+\s*/g, ' '),
    text,
    html: escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>\n'),
    ...(recipient.collaboratorEmail ? { replyTo: recipient.collaboratorEmail } : {}),
  };
}
