import { z } from 'zod';
import { bulkIdsSchema } from '../bulk.ts';
import {
  COMPANY_CATEGORIES,
  E_REPORTING_VALUES,
  eReportingSchema,
  MANDATE_STATUSES,
  mandateStatusSchema,
  optionalDateSchema,
  READINESS_STATUSES,
  readinessStatusSchema,
} from './statuses.ts';
import { OTHER_PLATFORM, PLATFORM_IDS } from './platforms.ts';

// API contracts of the Facturation électronique page (issue 23). The company category is a client
// field (src/shared/obligations/profile.ts: categorieEntreprise), written through the clients API
// like the rest of the fiscal profile, so the échéances it drives follow it; it is read here.

export const E_INVOICING_MESSAGES = {
  platformUnknown: 'Plateforme inconnue',
  platformOtherRequired: 'Précisez le nom de la plateforme (« Autre »)',
  platformOtherTooLong: 'Le nom de la plateforme fait 200 caractères au plus',
  nothingToChange: 'Aucun champ à modifier',
  updateFailed: 'Erreur lors de la mise à jour',
} as const;

export const PLATFORM_OTHER_MAX = 200;

/** One active client's row, by raison sociale; a client without a record reads à faire, aucun, nothing chosen. */
export const eInvoicingRowSchema = z.object({
  clientId: z.uuid(),
  raisonSociale: z.string(),
  siret: z.string().nullable(),
  category: z.enum(COMPANY_CATEGORIES).nullable(),
  /** A platform id of src/shared/e-invoicing/platforms.ts, 'autre', or null when none is chosen. */
  platform: z.string().nullable(),
  platformOther: z.string().nullable(),
  receptionStatus: z.enum(READINESS_STATUSES),
  receptionDate: z.string().nullable(),
  issuingStatus: z.enum(READINESS_STATUSES),
  issuingDate: z.string().nullable(),
  /** From the category (ISSUING_DEADLINES); null while the category is not known. */
  issuingDeadline: z.string().nullable(),
  eReporting: z.enum(E_REPORTING_VALUES).nullable(),
  delegationStatus: z.enum(MANDATE_STATUSES),
  delegationDate: z.string().nullable(),
  designationStatus: z.enum(MANDATE_STATUSES),
  designationDate: z.string().nullable(),
  directoryCheckedAt: z.string().nullable(),
  /** When the last reminder was accepted by the SMTP server (ISO 8601), and by whose request. */
  lastReminderAt: z.string().nullable(),
  lastReminderBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type EInvoicingRow = z.infer<typeof eInvoicingRowSchema>;
export const eInvoicingListSchema = z.object({ clients: z.array(eInvoicingRowSchema) });

// An enum, not a string checked by a refine: the OpenAPI document then lists the ids, and clients
// of the API (and its fuzzing) see a choice, not free text.
const [firstPlatformId = OTHER_PLATFORM, ...otherPlatformIds] = PLATFORM_IDS;
const platformSchema = z.enum([firstPlatformId, ...otherPlatformIds], { error: E_INVOICING_MESSAGES.platformUnknown }).nullable();
const platformOtherSchema = z.string().trim().max(PLATFORM_OTHER_MAX, { error: E_INVOICING_MESSAGES.platformOtherTooLong }).nullable();

/** The fields a person edits; lastReminderAt is written by the mail's delivery only. */
export const eInvoicingFieldsSchema = z.strictObject({
  platform: platformSchema,
  platformOther: platformOtherSchema,
  receptionStatus: readinessStatusSchema,
  receptionDate: optionalDateSchema,
  issuingStatus: readinessStatusSchema,
  issuingDate: optionalDateSchema,
  eReporting: eReportingSchema.nullable(),
  delegationStatus: mandateStatusSchema,
  delegationDate: optionalDateSchema,
  designationStatus: mandateStatusSchema,
  designationDate: optionalDateSchema,
  directoryCheckedAt: optionalDateSchema,
});
export type EInvoicingFields = z.infer<typeof eInvoicingFieldsSchema>;
export type EInvoicingField = keyof EInvoicingFields;

/**
 * What a client without a record reads as: à faire, aucun mandate, nothing chosen. The server's
 * reads and list coalesce to it, and the tests' rows start from it.
 */
export const NO_RECORD: EInvoicingFields = {
  platform: null,
  platformOther: null,
  receptionStatus: 'a_faire',
  receptionDate: null,
  issuingStatus: 'a_faire',
  issuingDate: null,
  eReporting: null,
  delegationStatus: 'aucun',
  delegationDate: null,
  designationStatus: 'aucun',
  designationDate: null,
  directoryCheckedAt: null,
};

/** « Autre » needs its name; another platform drops the free text (the service clears it). */
const otherNamed = (v: { platform?: string | null; platformOther?: string | null }) =>
  v.platform !== OTHER_PLATFORM || (v.platformOther !== undefined && v.platformOther !== null && v.platformOther !== '');

/** PUT /api/e-invoicing/{clientId}: some of the editable fields; what is not given is kept. */
export const eInvoicingUpdateSchema = eInvoicingFieldsSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: E_INVOICING_MESSAGES.nothingToChange })
  .refine(otherNamed, { error: E_INVOICING_MESSAGES.platformOtherRequired, path: ['platformOther'] });
export type EInvoicingUpdate = z.infer<typeof eInvoicingUpdateSchema>;

/** POST /api/e-invoicing/bulk: the same subset for many active clients, one batch (undone like the others). */
export const eInvoicingBulkSchema = eInvoicingFieldsSchema
  .partial()
  .extend({ clientIds: bulkIdsSchema })
  .refine((v) => Object.keys(v).some((key) => key !== 'clientIds'), { error: E_INVOICING_MESSAGES.nothingToChange })
  .refine(otherNamed, { error: E_INVOICING_MESSAGES.platformOtherRequired, path: ['platformOther'] });
export type EInvoicingBulk = z.infer<typeof eInvoicingBulkSchema>;

export const eInvoicingParamsSchema = z.object({ clientId: z.uuid({ error: 'Identifiant de client invalide' }) });
