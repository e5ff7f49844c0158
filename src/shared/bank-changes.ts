import { z } from 'zod';
import type { JournalEntity } from './journal-entity.ts';

// Banque › Changement de banque: a client's move to a new bank, followed in four steps.

export const BANK_CHANGE_STATUSES = ['a_faire', 'en_cours', 'termine'] as const;
export type BankChangeStatus = (typeof BANK_CHANGE_STATUSES)[number];

export const BANK_CHANGE_STATUS_LABELS: Record<BankChangeStatus, string> = {
  a_faire: 'À faire',
  en_cours: 'En cours',
  termine: 'Terminé',
};

// ---- API contracts ----

export const BANK_CHANGE_STATUS_FIELDS = [
  'prelevementCabinetStatus',
  'impotStatus',
  'chargesSocialesStatus',
  'ebicsStatus',
] as const;
export type BankChangeStatusField = (typeof BANK_CHANGE_STATUS_FIELDS)[number];
export const BANK_CHANGE_FIELD_LABELS: Record<BankChangeStatusField, string> = {
  prelevementCabinetStatus: 'Prélèvement Cabinet',
  impotStatus: 'Impôt',
  chargesSocialesStatus: 'Charges Sociales',
  ebicsStatus: 'EBICS',
};

/** A bank change: created, one of its four steps moved on, deleted. */
export const BANK_CHANGE_JOURNAL: JournalEntity = {
  entity: 'bank_change',
  label: 'Changement de banque',
  created: 'Changement de banque créé',
  deleted: 'Changement de banque supprimé',
  fields: { newBankName: 'Nouvelle banque', ...BANK_CHANGE_FIELD_LABELS },
  values: Object.fromEntries(BANK_CHANGE_STATUS_FIELDS.map((field) => [field, BANK_CHANGE_STATUS_LABELS])),
};

export const bankChangeRowSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid().nullable(),
  clientName: z.string(),
  newBankName: z.string(),
  changeDate: z.string(),
  prelevementCabinetStatus: z.enum(BANK_CHANGE_STATUSES),
  impotStatus: z.enum(BANK_CHANGE_STATUSES),
  chargesSocialesStatus: z.enum(BANK_CHANGE_STATUSES),
  ebicsStatus: z.enum(BANK_CHANGE_STATUSES),
  createdAt: z.string(),
});
export type BankChangeRow = z.infer<typeof bankChangeRowSchema>;
export const bankChangeListSchema = z.object({ changes: z.array(bankChangeRowSchema) });

/** SPEC §2: the modal's fields are named client_name (an active client) and new_bank_name. */
export const bankChangeCreateSchema = z.strictObject({
  clientId: z.uuid({ error: 'Veuillez remplir tous les champs' }),
  newBankName: z
    .string({ error: 'Veuillez remplir tous les champs' })
    .trim()
    .min(1, { error: 'Veuillez remplir tous les champs' })
    .max(120, { error: 'Le nom de la banque : 120 caractères au maximum' }),
});
export const bankChangeUpdateSchema = z
  .strictObject({
    prelevementCabinetStatus: z.enum(BANK_CHANGE_STATUSES, { error: 'Statut inconnu' }).optional(),
    impotStatus: z.enum(BANK_CHANGE_STATUSES, { error: 'Statut inconnu' }).optional(),
    chargesSocialesStatus: z.enum(BANK_CHANGE_STATUSES, { error: 'Statut inconnu' }).optional(),
    ebicsStatus: z.enum(BANK_CHANGE_STATUSES, { error: 'Statut inconnu' }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { error: 'Aucun champ à modifier' });

/** SPEC §2 Banque: a change is done once its four steps are termine; the subtitle counts the others. */
export function isBankChangeDone(change: Pick<BankChangeRow, BankChangeStatusField>): boolean {
  return BANK_CHANGE_STATUS_FIELDS.every((field) => change[field] === 'termine');
}

/** GET /api/bank-changes — newest first, with the count of changes still in progress. */
export const bankChangeListWithProgressSchema = bankChangeListSchema.extend({ inProgress: z.number().int() });
export type BankChangeListWithProgress = z.infer<typeof bankChangeListWithProgressSchema>;
