import type { Transaction } from '../db/client.ts';

/**
 * What a feature records once the SMTP server accepted one of its mails (a client's last reminder
 * and its journal line): run by the outbox worker in the transaction that marks the mail sent,
 * with the mail's `onSent.data` (JSON, to be parsed) and the acceptance time.
 */
export type MailDelivered = (tx: Transaction, data: unknown, sentAt: Date) => Promise<void>;

/** Handlers by name, as a mail's `onSent.handler` names them ('e-invoicing.reminder'). */
export type MailDeliveredHandlers = Readonly<Record<string, MailDelivered>>;

/** One handler per name across the features: two features claiming a name is a mistake caught at start. */
export function mergeMailDelivered(parts: readonly (MailDeliveredHandlers | undefined)[]): MailDeliveredHandlers {
  const merged: Record<string, MailDelivered> = {};
  for (const part of parts) {
    for (const [name, handler] of Object.entries(part ?? {})) {
      if (merged[name]) throw new Error(`Suite d’envoi d’email « ${name} » déclarée deux fois`);
      merged[name] = handler;
    }
  }
  return merged;
}
