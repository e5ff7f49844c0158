import { desc, eq } from 'drizzle-orm';
import { isBankChangeDone, type BankChangeListWithProgress, type BankChangeRow } from '../../../shared/bank-changes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bankChanges } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

export const bankChangeColumns = {
  id: bankChanges.id,
  clientId: bankChanges.clientId,
  clientName: bankChanges.clientName,
  newBankName: bankChanges.newBankName,
  changeDate: bankChanges.changeDate,
  prelevementCabinetStatus: bankChanges.prelevementCabinetStatus,
  impotStatus: bankChanges.impotStatus,
  chargesSocialesStatus: bankChanges.chargesSocialesStatus,
  ebicsStatus: bankChanges.ebicsStatus,
  createdAt: bankChanges.createdAt,
};

type StoredBankChange = Omit<BankChangeRow, 'createdAt'> & { createdAt: Date };

export const toBankChangeRow = (row: StoredBankChange): BankChangeRow => ({ ...row, createdAt: row.createdAt.toISOString() });

export const bankChangeNotFound = () => notFound('Changement de banque');

/** Newest first; a few hundred cards at most, so counting in JavaScript is cheap. */
export async function listBankChanges({ db }: { db: DbOrTx }): Promise<BankChangeListWithProgress> {
  const rows = await db.select(bankChangeColumns).from(bankChanges).orderBy(desc(bankChanges.createdAt), desc(bankChanges.id));
  const changes = rows.map(toBankChangeRow);
  return { changes, inProgress: changes.filter((change) => !isBankChangeDone(change)).length };
}

export async function getBankChange({ db, id }: { db: DbOrTx; id: string }): Promise<BankChangeRow> {
  const [row] = await db.select(bankChangeColumns).from(bankChanges).where(eq(bankChanges.id, id));
  if (!row) throw bankChangeNotFound();
  return toBankChangeRow(row);
}
