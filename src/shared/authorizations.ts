import { z } from 'zod';
import { isoDateSchema } from './iso-date.ts';
import { ownLabel, type JournalEntity } from './journal-entity.ts';

/** One table serves the five authorisation kinds of SPEC §3 (see DESIGN.md, data model). */
export const AUTHORIZATION_KINDS = ['impots', 'urssaf', 'bank_ebics', 'bank_impot', 'bank_urssaf'] as const;
export type AuthorizationKind = (typeof AUTHORIZATION_KINDS)[number];
export const AUTHORIZATION_KIND_LABELS: Record<AuthorizationKind, string> = {
  impots: 'Impôts',
  urssaf: 'URSSAF',
  bank_ebics: 'Banque EBICS',
  bank_impot: 'Banque Impôt',
  bank_urssaf: 'Banque URSSAF',
};

export const AUTHORIZATION_STATUSES = ['a_faire', 'en_cours', 'ok_client', 'pas_necessaire'] as const;
export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];

export const AUTHORIZATION_STATUS_LABELS: Record<AuthorizationStatus, string> = {
  a_faire: 'À faire',
  en_cours: 'En cours',
  ok_client: 'OK',
  pas_necessaire: 'Pas nécessaire',
};

/** An authorisation cell; its id is 'clientId:kind', its subject « Habilitation Impôts ». */
export const AUTHORIZATION_JOURNAL: JournalEntity = {
  entity: 'authorization',
  label: 'Habilitation',
  statusLabels: AUTHORIZATION_STATUS_LABELS,
  fields: { authorizationDate: 'Date' },
  subject: (entityId) => {
    const kind = entityId.split(':')[1];
    return `Habilitation ${ownLabel(AUTHORIZATION_KIND_LABELS, kind) ?? kind ?? ''}`.trim();
  },
};

// ---- API contracts ----

export const AUTHORIZATION_MESSAGES = {
  dateFormat: 'Format de date invalide. Utilisez JJ/MM/AAAA',
  dateInvalid: 'Date invalide. Vérifiez le format JJ/MM/AAAA',
  updateFailed: 'Erreur lors de la mise à jour',
} as const;

/**
 * SPEC §5 authorisation date: empty clears the date; otherwise exactly 10 characters and a real
 * DD/MM/YYYY date, stored as YYYY-MM-DD.
 */
export function parseAuthorizationDate(input: string): { ok: true; iso: string | null } | { ok: false; message: string } {
  const value = input.trim();
  if (value === '') return { ok: true, iso: null };
  if (value.length !== 10) return { ok: false, message: AUTHORIZATION_MESSAGES.dateFormat };
  // Ten characters in three numeric parts with a four-digit year can only be JJ/MM/AAAA
  // ('1/03/20250' is ten characters too, and no date).
  const parts = value.split('/');
  const [day, month, year] = parts.map(Number);
  if (parts.length !== 3 || !day || !month || !year || !/^\d{2}\/\d{2}\/\d{4}$/.test(value)) {
    return { ok: false, message: AUTHORIZATION_MESSAGES.dateInvalid };
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { ok: false, message: AUTHORIZATION_MESSAGES.dateInvalid };
  }
  return { ok: true, iso: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

/** One row per active client of a tab; a_faire when no record exists. */
export const authorizationRowSchema = z.object({
  clientId: z.uuid(),
  raisonSociale: z.string(),
  siret: z.string().nullable(),
  status: z.enum(AUTHORIZATION_STATUSES),
  authorizationDate: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type AuthorizationRow = z.infer<typeof authorizationRowSchema>;
export const authorizationListSchema = z.object({ rows: z.array(authorizationRowSchema) });

/** PUT /api/authorizations/:kind/:clientId — one upsert; the date is kept unless given. */
export const authorizationUpdateSchema = z
  .strictObject({
    status: z.enum(AUTHORIZATION_STATUSES, { error: 'Statut inconnu' }).optional(),
    authorizationDate: isoDateSchema.nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.authorizationDate !== undefined, { error: 'Aucun champ à modifier' });

export const historyEntrySchema = z.object({
  at: z.string(),
  userName: z.string().nullable(),
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyListSchema = z.object({ entries: z.array(historyEntrySchema) });
