import { z } from 'zod';
import { isoDateSchema } from '../iso-date.ts';
import { parisToday } from '../dates.ts';
import { companyCategorySchema } from '../e-invoicing/statuses.ts';

// The fiscal profile of a client (issue 15): the new client fields from which its tax and social
// deadlines are derived. Null means « non renseigné »: no obligation is guessed from it.

export const REGIMES_IMPOSITION = ['is', 'ir_bic', 'ir_bnc', 'ir_ba', 'ir_foncier'] as const;
export type RegimeImposition = (typeof REGIMES_IMPOSITION)[number];

export const REGIME_IMPOSITION_LABELS: Record<RegimeImposition, string> = {
  is: 'Impôt sur les sociétés (IS)',
  ir_bic: 'IR — bénéfices industriels et commerciaux (BIC)',
  ir_bnc: 'IR — bénéfices non commerciaux (BNC)',
  ir_ba: 'IR — bénéfices agricoles (BA)',
  ir_foncier: 'IR — revenus fonciers (SCI)',
};

export const REGIMES_TVA = ['franchise', 'mensuel', 'trimestriel', 'simplifie'] as const;
export type RegimeTva = (typeof REGIMES_TVA)[number];

export const REGIME_TVA_LABELS: Record<RegimeTva, string> = {
  franchise: 'Franchise en base',
  mensuel: 'Réel normal — mensuel (CA3)',
  trimestriel: 'Réel normal — trimestriel (CA3)',
  simplifie: 'Réel simplifié (CA12)',
};

export const EMPLOYEUR_VALUES = ['non', 'moins_50', 'plus_50'] as const;
export type Employeur = (typeof EMPLOYEUR_VALUES)[number];

export const EMPLOYEUR_LABELS: Record<Employeur, string> = {
  non: 'Non',
  moins_50: 'Moins de 50 salariés',
  plus_50: '50 salariés ou plus',
};

export const OUI_NON = ['oui', 'non'] as const;
export type OuiNon = (typeof OUI_NON)[number];

export const OUI_NON_LABELS: Record<OuiNon, string> = { oui: 'Oui', non: 'Non' };

/** The CA3 days the DGFiP assigns (CGI ann. IV art. 39 table): from the 15th to the 24th. */
export const JOUR_TVA_MIN = 15;
export const JOUR_TVA_MAX = 24;

/** The profile's fields, in the order the grid, the sheet, the CSV and the journal show them. */
export const FISCAL_PROFILE_FIELDS = ['regimeImposition', 'regimeTva', 'jourTva', 'employeur', 'cfeAcompte', 'cvae', 'dateCreation', 'categorieEntreprise'] as const;

export const FISCAL_PROFILE_FIELD_LABELS = {
  regimeImposition: "Régime d'imposition",
  regimeTva: 'Régime de TVA',
  jourTva: 'Jour de TVA (CA3)',
  employeur: 'Employeur',
  cfeAcompte: 'Acompte CFE (CFE N-1 ≥ 3 000 €)',
  cvae: 'CVAE',
  dateCreation: 'Date de création',
  categorieEntreprise: "Catégorie d'entreprise",
} as const;

export const FISCAL_PROFILE_MESSAGES = {
  jourTva: `Le jour de TVA doit être un nombre entier entre ${JOUR_TVA_MIN} et ${JOUR_TVA_MAX}`,
  dateCreationFuture: "La date de création ne peut pas être postérieure à aujourd'hui",
} as const;

const jourTvaSchema = z
  .number({ error: FISCAL_PROFILE_MESSAGES.jourTva })
  .int({ error: FISCAL_PROFILE_MESSAGES.jourTva })
  .min(JOUR_TVA_MIN, { error: FISCAL_PROFILE_MESSAGES.jourTva })
  .max(JOUR_TVA_MAX, { error: FISCAL_PROFILE_MESSAGES.jourTva });

/** « Today » is read when a value is checked, on the Paris calendar, not when the module loads. */
const dateCreationSchema = isoDateSchema.refine((v) => v <= parisToday(), {
  error: FISCAL_PROFILE_MESSAGES.dateCreationFuture,
});

export const fiscalProfileSchema = z.strictObject({
  regimeImposition: z.enum(REGIMES_IMPOSITION, { error: "Régime d'imposition inconnu" }).nullable(),
  regimeTva: z.enum(REGIMES_TVA, { error: 'Régime de TVA inconnu' }).nullable(),
  jourTva: jourTvaSchema.nullable(),
  employeur: z.enum(EMPLOYEUR_VALUES, { error: 'Valeur « employeur » inconnue' }),
  cfeAcompte: z.enum(OUI_NON, { error: 'Acompte CFE : oui ou non' }),
  cvae: z.enum(OUI_NON, { error: 'CVAE : oui ou non' }),
  dateCreation: dateCreationSchema.nullable(),
  /** micro, pme, eti, ge (décret 2008-1354): dates the e-invoicing issuing obligation (issue 23). */
  categorieEntreprise: companyCategorySchema.nullable(),
});
export type FiscalProfile = z.infer<typeof fiscalProfileSchema>;
export type FiscalProfileField = (typeof FISCAL_PROFILE_FIELDS)[number];

/** What a client has before anyone fills its profile in. */
export const FISCAL_PROFILE_DEFAULTS: FiscalProfile = {
  regimeImposition: null,
  regimeTva: null,
  jourTva: null,
  employeur: 'non',
  cfeAcompte: 'non',
  cvae: 'non',
  dateCreation: null,
  categorieEntreprise: null,
};

/** PATCH of the profile: one field or several. */
export const fiscalProfilePatchSchema = fiscalProfileSchema.partial().refine((v) => Object.keys(v).length > 0, {
  error: 'Aucun champ à modifier',
});
export type FiscalProfilePatch = z.infer<typeof fiscalProfilePatchSchema>;
