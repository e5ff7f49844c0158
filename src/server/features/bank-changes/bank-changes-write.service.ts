import { eq } from 'drizzle-orm';
import { BANK_CHANGE_STATUS_FIELDS, type BankChangeRow, type BankChangeStatus, type BankChangeStatusField } from '../../../shared/bank-changes.ts';
import { changedFields, recordActivity } from '../../activity/record-activity.ts';
import type { Db } from '../../db/client.ts';
import { bankChanges, clients } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { parisToday } from '../../../shared/dates.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { bankChangeColumns, bankChangeNotFound, toBankChangeRow } from './bank-changes.service.ts';

export type BankChangeUpdate = Partial<Record<BankChangeStatusField, BankChangeStatus>>;

/** SPEC §5 Bank change creation: the client is one of the active clients; its name is kept as it is today. */
export async function createBankChange({
  db,
  clientId,
  newBankName,
  actor,
}: {
  db: Db;
  clientId: string;
  newBankName: string;
  actor: Actor;
}): Promise<BankChangeRow> {
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ raisonSociale: clients.raisonSociale, status: clients.status })
      .from(clients)
      .where(eq(clients.id, clientId))
      .for('key share');
    if (!client) throw notFound('Client');
    if (client.status !== 'actif') throw new AppError('BAD_REQUEST', "Ce client n'est pas actif.");
    const [created] = await tx
      .insert(bankChanges)
      .values({
        clientId,
        clientName: client.raisonSociale,
        newBankName,
        // The firm's day, not the database's (UTC): from 23:00 or midnight UTC it is already tomorrow in Paris.
        changeDate: parisToday(),
        createdBy: actor.id,
        updatedBy: actor.id,
      })
      .returning(bankChangeColumns);
    if (!created) throw new AppError('INTERNAL', "Erreur lors de l'ajout");
    await recordActivity(tx, actor, [
      { entity: 'bank_change', entityId: created.id, clientId, action: 'create', field: 'newBankName', newValue: newBankName },
    ]);
    return toBankChangeRow(created);
  });
}

/** Any of the four steps, freely (SPEC §4); the row is locked so the journal's « old » is exact. */
export async function updateBankChange({ db, id, update, actor }: { db: Db; id: string; update: BankChangeUpdate; actor: Actor }): Promise<BankChangeRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(bankChangeColumns).from(bankChanges).where(eq(bankChanges.id, id)).for('update');
    if (!before) throw bankChangeNotFound();
    const [after] = await tx
      .update(bankChanges)
      .set({ ...update, updatedBy: actor.id })
      .where(eq(bankChanges.id, id))
      .returning(bankChangeColumns);
    if (!after) throw bankChangeNotFound();
    const statuses = (row: typeof before) => Object.fromEntries(BANK_CHANGE_STATUS_FIELDS.map((field) => [field, row[field]]));
    await recordActivity(tx, actor, changedFields({ entity: 'bank_change', entityId: id, clientId: before.clientId }, statuses(before), statuses(after)));
    return toBankChangeRow(after);
  });
}

export async function deleteBankChange({ db, id, actor }: { db: Db; id: string; actor: Actor }): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(bankChanges)
      .where(eq(bankChanges.id, id))
      .returning({ clientId: bankChanges.clientId, clientName: bankChanges.clientName, newBankName: bankChanges.newBankName });
    if (!deleted) throw bankChangeNotFound();
    await recordActivity(tx, actor, [
      { entity: 'bank_change', entityId: id, clientId: deleted.clientId, action: 'delete', field: 'newBankName', oldValue: deleted.newBankName },
    ]);
  });
}
