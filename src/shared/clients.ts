import { z } from 'zod';
import { isoDateSchema } from './iso-date.ts';
import type { JournalEntity } from './journal-entity.ts';
import {
  EMPLOYEUR_LABELS,
  EMPLOYEUR_VALUES,
  FISCAL_PROFILE_FIELD_LABELS,
  fiscalProfileSchema,
  OUI_NON,
  OUI_NON_LABELS,
  REGIME_IMPOSITION_LABELS,
  REGIME_TVA_LABELS,
  REGIMES_IMPOSITION,
  REGIMES_TVA,
} from './obligations/profile.ts';
import { COMPANY_CATEGORIES, COMPANY_CATEGORY_LABELS } from './e-invoicing/statuses.ts';

export const CLASSIFICATIONS = [
  'SAS',
  'SARL',
  'EURL',
  'SCI',
  'Association',
  'Entreprise Individuelle',
  'Micro-entreprise',
  'GIE',
  'SCM',
  'GAEC',
  'SASU',
  'Autre',
] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export const CLIENT_STATUSES = ['actif', 'inactif', 'prospect'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  actif: 'Actif',
  inactif: 'Inactif',
  prospect: 'Prospect',
};

/** A client's fields by the Clients table's headers (SPEC §2): the table, the CSV export, the sheet and every history name them so. */
export const CLIENT_FIELD_LABELS = {
  numeroClient: 'N° Client',
  raisonSociale: 'Raison Sociale',
  siret: 'SIRET',
  collaboratorId: 'Collaborateur',
  classification: 'Classification',
  status: 'Statut',
  dateCloture: 'Date Clôture',
  adresse: 'Adresse',
  codePostal: 'Code Postal',
  ville: 'Ville',
  telephone: 'Téléphone',
  email: 'Email',
  softwareId: 'Logiciel',
  ...FISCAL_PROFILE_FIELD_LABELS,
} as const;

/** A client's entries in the journal: its fields as the Clients table's headers name them. */
export const CLIENT_JOURNAL: JournalEntity = {
  entity: 'client',
  label: 'Client',
  created: 'Client créé',
  deleted: 'Client supprimé',
  statusLabels: CLIENT_STATUS_LABELS,
  fields: CLIENT_FIELD_LABELS,
  values: {
    regimeImposition: REGIME_IMPOSITION_LABELS,
    regimeTva: REGIME_TVA_LABELS,
    employeur: EMPLOYEUR_LABELS,
    cfeAcompte: OUI_NON_LABELS,
    cvae: OUI_NON_LABELS,
    categorieEntreprise: COMPANY_CATEGORY_LABELS,
  },
};

/** A collaborator assigned to or removed from a client (client_collaborators). */
export const CLIENT_COLLABORATOR_JOURNAL: JournalEntity = {
  entity: 'client_collaborator',
  label: 'Collaborateur du client',
  created: 'Collaborateur ajouté',
  deleted: 'Collaborateur retiré',
};

export const NEW_CLIENT_DEFAULTS = { raisonSociale: 'Nouveau client', siret: '00000000000000' } as const;

// ---- API contracts (the same schemas validate the forms and the server) ----

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} : ${max} caractères au maximum` })
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** Digits only (spaces are dropped); length and Luhn are flagged in the table, not refused. */
export const siretSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{0,14}$/, { error: 'Le SIRET ne doit contenir que des chiffres (14 au plus)' }))
  .transform((v) => (v === '' ? null : v))
  .nullable();

export const clientFieldsSchema = z.strictObject({
  numeroClient: optionalText(50, 'N° client'),
  raisonSociale: z
    .string({ error: 'La raison sociale est requise' })
    .trim()
    .min(1, { error: 'La raison sociale est requise' })
    .max(200, { error: 'La raison sociale : 200 caractères au maximum' }),
  siret: siretSchema,
  classification: z.enum(CLASSIFICATIONS, { error: 'Classification inconnue' }).nullable(),
  status: z.enum(CLIENT_STATUSES, { error: 'Statut inconnu' }),
  dateCloture: isoDateSchema.nullable(),
  adresse: optionalText(300, 'Adresse'),
  codePostal: optionalText(10, 'Code postal'),
  ville: optionalText(100, 'Ville'),
  telephone: optionalText(30, 'Téléphone'),
  email: z
    .string()
    .trim()
    .max(254)
    .transform((v) => (v === '' ? null : v))
    .pipe(z.email({ error: "L'email n'est pas valide" }).nullable())
    .nullable(),
  softwareId: z.uuid({ error: 'Logiciel inconnu' }).nullable(),
  // The fiscal profile (issue 15): what the client's tax and social deadlines are derived from.
  ...fiscalProfileSchema.shape,
});
export type ClientFields = z.infer<typeof clientFieldsSchema>;
export type EditableClientField = keyof ClientFields;

/** PATCH /api/clients/:id — one field or several; an empty string saves null. */
export const clientPatchSchema = clientFieldsSchema.partial().refine((v) => Object.keys(v).length > 0, {
  error: 'Aucun champ à modifier',
});
export type ClientPatch = z.infer<typeof clientPatchSchema>;

/** POST /api/clients — SPEC defaults: 'Nouveau client' and a SIRET of 14 zeros. */
export const clientCreateSchema = clientFieldsSchema.partial();

export const clientRowSchema = z.object({
  id: z.uuid(),
  numeroClient: z.string().nullable(),
  raisonSociale: z.string(),
  siret: z.string().nullable(),
  classification: z.enum(CLASSIFICATIONS).nullable(),
  status: z.enum(CLIENT_STATUSES),
  dateCloture: z.string().nullable(),
  adresse: z.string().nullable(),
  codePostal: z.string().nullable(),
  ville: z.string().nullable(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  softwareId: z.uuid().nullable(),
  regimeImposition: z.enum(REGIMES_IMPOSITION).nullable(),
  regimeTva: z.enum(REGIMES_TVA).nullable(),
  jourTva: z.number().int().nullable(),
  employeur: z.enum(EMPLOYEUR_VALUES),
  cfeAcompte: z.enum(OUI_NON),
  cvae: z.enum(OUI_NON),
  dateCreation: z.string().nullable(),
  categorieEntreprise: z.enum(COMPANY_CATEGORIES).nullable(),
  collaboratorIds: z.array(z.uuid()),
  updatedAt: z.string(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

export const clientListSchema = z.object({ clients: z.array(clientRowSchema) });

/**
 * GET /api/clients/portfolio?collaborator=<id>: the ids of the clients a collaborator is assigned
 * to, the « Mes clients » and « Collaborateur » filters of the client lists. A few hundred
 * kilobytes where the whole client list is 30 MB at a network's size (issue 27).
 */
export const clientPortfolioQuerySchema = z.object({
  collaborator: z.uuid({ error: 'Identifiant de collaborateur invalide' }),
});
export const clientPortfolioSchema = z.object({ clientIds: z.array(z.uuid()) });
export type ClientPortfolio = z.infer<typeof clientPortfolioSchema>;
