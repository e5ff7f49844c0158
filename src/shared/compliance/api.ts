import { z } from 'zod';
import { bulkIdsSchema } from '../bulk.ts';
import type { Classification } from '../clients.ts';
import { parisToday } from '../dates.ts';
import { isoDateSchema } from '../iso-date.ts';
import { DOCUMENT_KINDS } from './documents.ts';
import { ENGAGEMENT_MISSIONS, ENGAGEMENT_STATUSES, FEES_MODES } from './engagement.ts';
import { GAP_CODES } from './gaps.ts';
import { RISK_CRITERIA, RISK_FACTS, RISK_LEVELS, VIGILANCE_LEVELS } from './vigilance.ts';

// API contracts of Conformité (issue 25). Dates are AAAA-MM-JJ; a date in the future where only
// the past makes sense (a birth, a check already made) is refused.

export const COMPLIANCE_MESSAGES = {
  nothingToChange: 'Aucun champ à modifier',
  clientUnknown: 'Client introuvable',
  futureDate: 'Cette date est dans le futur',
  birthInFuture: 'La date de naissance est dans le futur',
  shareRange: 'La part détenue est un pourcentage entre 0 et 100',
  ownerNameRequired: 'Le nom du bénéficiaire effectif est obligatoire',
  ownerShareOrControl: 'Indiquez la part détenue ou la nature du contrôle',
  justificationRequired: 'Justifiez le niveau de vigilance choisi',
  vigilanceTooLow: 'Un critère de risque élevé impose une vigilance renforcée',
  reviewBeforeAssessment: "La date de revue ne peut pas précéder celle de l'évaluation",
  identityRequiredForSignature: (missing: string) => `Lettre non signable : ${missing}. L'identification du client précède la lettre de mission.`,
  feesInvalid: 'Les honoraires sont un montant positif (en euros hors taxes)',
  otherMissionRequired: 'Précisez la mission « Autre »',
  signedAtRequired: 'Indiquez la date de signature',
  ownersForbidden: 'Votre profil ne permet pas de modifier les bénéficiaires effectifs',
  riskBelowFacts: (criterion: string, level: string) => `Le critère « ${criterion} » est au moins ${level} d'après les faits retenus`,
  factOfOtherCriterion: (criterion: string) => `Un fait retenu pour le critère « ${criterion} » appartient à un autre critère`,
  reviewInFuture: 'La date de revue est dans le futur',
} as const;

export const SANCTIONS_RESULTS = ['aucune_correspondance', 'correspondance'] as const;
export const SANCTIONS_RESULT_LABELS: Record<(typeof SANCTIONS_RESULTS)[number], string> = {
  aucune_correspondance: 'Aucune correspondance',
  correspondance: 'Correspondance trouvée',
};

export const COMPLIANCE_LIMITS = { justification: 2_000, text: 200, owners: 50, fees: 10_000_000 } as const;

/** Companies (legal persons) must name their beneficial owners; an individual entrepreneur is its own. */
export const isCompany = (classification: Classification | null) =>
  classification !== null && classification !== 'Entreprise Individuelle' && classification !== 'Micro-entreprise';

/** GET /api/compliance: one row per client whose file is kept (active clients, and ended ones for five years). */
export const complianceRowSchema = z.object({
  clientId: z.uuid(),
  raisonSociale: z.string(),
  /** Set when the client was deleted: its file is kept five years from then (CMF L561-12), shown apart. */
  endedAt: z.string().nullable(),
  vigilance: z.enum(VIGILANCE_LEVELS).nullable(),
  assessedAt: isoDateSchema.nullable(),
  identityVerifiedAt: isoDateSchema.nullable(),
  beneficialOwnersCount: z.number().int(),
  sanctionsCheckedAt: isoDateSchema.nullable(),
  lastReviewAt: isoDateSchema.nullable(),
  nextReviewAt: isoDateSchema.nullable(),
  engagementStatus: z.enum(ENGAGEMENT_STATUSES).nullable(),
  engagementSignedAt: isoDateSchema.nullable(),
  /** The missions the letter covers, as codes; none without a letter. */
  engagementMissions: z.array(z.enum(ENGAGEMENT_MISSIONS)),
  /** The letter's annual fees excluding tax, in euros, and their mode. */
  engagementFees: z.number().nullable(),
  engagementFeesMode: z.enum(FEES_MODES).nullable(),
  documentsCount: z.number().int(),
  gaps: z.array(z.enum(GAP_CODES)),
});
export type ComplianceRow = z.infer<typeof complianceRowSchema>;
export const complianceListSchema = z.object({ clients: z.array(complianceRowSchema) });

// « Today » is the firm's day in Paris, as the forms default to: at 00:30 in Paris (23:30 UTC) the
// UTC day is still yesterday, and a file dated today would be refused as future.
const pastDate = () => isoDateSchema.refine((v) => v <= parisToday(), { error: COMPLIANCE_MESSAGES.futureDate });

export const beneficialOwnerSchema = z
  .strictObject({
    name: z.string().trim().min(1, { error: COMPLIANCE_MESSAGES.ownerNameRequired }).max(COMPLIANCE_LIMITS.text),
    birthDate: isoDateSchema.refine((v) => v <= parisToday(), { error: COMPLIANCE_MESSAGES.birthInFuture }).nullable(),
    nationality: z.string().trim().max(COMPLIANCE_LIMITS.text).nullable(),
    /** Share of capital or votes held, in percent. */
    share: z.number().min(0, { error: COMPLIANCE_MESSAGES.shareRange }).max(100, { error: COMPLIANCE_MESSAGES.shareRange }).nullable(),
    /** The nature of control when it is not a share (« dirigeant de fait », « représentant légal »…). */
    control: z.string().trim().max(COMPLIANCE_LIMITS.text).nullable(),
    ppe: z.boolean(),
    /** The date of the RBE extract it was read from. */
    sourceDate: pastDate().nullable(),
  })
  .refine((v) => v.share !== null || (v.control !== null && v.control !== ''), { error: COMPLIANCE_MESSAGES.ownerShareOrControl, path: ['share'] });
export type BeneficialOwner = z.infer<typeof beneficialOwnerSchema>;

const criterionSchema = z.strictObject({
  level: z.enum(RISK_LEVELS, { error: 'Niveau de risque inconnu' }),
  facts: z.array(z.enum(RISK_FACTS.map((f) => f.id) as [string, ...string[]], { error: 'Critère inconnu' })).max(RISK_FACTS.length),
});
export const riskAssessmentSchema = z.strictObject(
  Object.fromEntries(RISK_CRITERIA.map((c) => [c, criterionSchema])) as Record<(typeof RISK_CRITERIA)[number], typeof criterionSchema>,
);

/** PUT /api/compliance/{clientId}/kyc: some of these; what is not given is kept. */
export const kycUpdateSchema = z
  .strictObject({
    vigilance: z.enum(VIGILANCE_LEVELS, { error: 'Niveau de vigilance inconnu' }).nullable(),
    assessedAt: pastDate().nullable(),
    justification: z.string().trim().max(COMPLIANCE_LIMITS.justification).nullable(),
    risk: riskAssessmentSchema.nullable(),
    identityVerifiedAt: pastDate().nullable(),
    identityDocument: z.string().trim().max(COMPLIANCE_LIMITS.text).nullable(),
    beneficialOwners: z.array(beneficialOwnerSchema).max(COMPLIANCE_LIMITS.owners),
    sanctionsCheckedAt: pastDate().nullable(),
    sanctionsResult: z.enum(SANCTIONS_RESULTS, { error: 'Résultat inconnu' }).nullable(),
    /** The last periodic review; the next one is computed from it and the level (firm's periods). */
    lastReviewAt: pastDate().nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: COMPLIANCE_MESSAGES.nothingToChange });
export type KycUpdate = z.infer<typeof kycUpdateSchema>;

/** PUT /api/compliance/{clientId}/engagement: some of these. */
export const engagementUpdateSchema = z
  .strictObject({
    status: z.enum(ENGAGEMENT_STATUSES, { error: 'Statut de lettre inconnu' }),
    missions: z.array(z.enum(ENGAGEMENT_MISSIONS, { error: 'Mission inconnue' })).max(ENGAGEMENT_MISSIONS.length),
    missionsOther: z.string().trim().max(COMPLIANCE_LIMITS.text).nullable(),
    fees: z.number().min(0, { error: COMPLIANCE_MESSAGES.feesInvalid }).max(COMPLIANCE_LIMITS.fees, { error: COMPLIANCE_MESSAGES.feesInvalid }).nullable(),
    feesMode: z.enum(FEES_MODES, { error: "Mode d'honoraires inconnu" }).nullable(),
    startDate: isoDateSchema.nullable(),
    tacitRenewal: z.boolean(),
    signedAt: pastDate().nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: COMPLIANCE_MESSAGES.nothingToChange });
export type EngagementUpdate = z.infer<typeof engagementUpdateSchema>;

export const complianceParamsSchema = z.object({ clientId: z.uuid({ error: 'Identifiant de client invalide' }) });

/** GET /api/compliance/{clientId}: the client's whole file (a stagiaire gets it without the beneficial owners). */
export const complianceFileSchema = z.object({
  clientId: z.uuid(),
  raisonSociale: z.string(),
  endedAt: z.string().nullable(),
  kyc: z.object({
    vigilance: z.enum(VIGILANCE_LEVELS).nullable(),
    assessedAt: isoDateSchema.nullable(),
    assessedByName: z.string().nullable(),
    justification: z.string().nullable(),
    risk: riskAssessmentSchema.nullable(),
    identityVerifiedAt: isoDateSchema.nullable(),
    identityDocument: z.string().nullable(),
    identityVerifiedByName: z.string().nullable(),
    /** Null for a stagiaire: the beneficial owners are not theirs to see. */
    beneficialOwners: z.array(beneficialOwnerSchema.and(z.object({ id: z.uuid() }))).nullable(),
    beneficialOwnersCount: z.number().int(),
    sanctionsCheckedAt: isoDateSchema.nullable(),
    sanctionsResult: z.enum(SANCTIONS_RESULTS).nullable(),
    lastReviewAt: isoDateSchema.nullable(),
    nextReviewAt: isoDateSchema.nullable(),
  }),
  engagement: z.object({
    status: z.enum(ENGAGEMENT_STATUSES).nullable(),
    missions: z.array(z.enum(ENGAGEMENT_MISSIONS)),
    missionsOther: z.string().nullable(),
    fees: z.number().nullable(),
    feesMode: z.enum(FEES_MODES).nullable(),
    startDate: isoDateSchema.nullable(),
    tacitRenewal: z.boolean(),
    signedAt: isoDateSchema.nullable(),
  }),
  /** Null for a stagiaire. */
  documents: z
    .array(z.object({ id: z.uuid(), kind: z.enum(DOCUMENT_KINDS), fileName: z.string(), mediaType: z.string(), size: z.number().int(), uploadedAt: z.string(), uploadedByName: z.string().nullable() }))
    .nullable(),
  gaps: z.array(z.enum(GAP_CODES)),
});
export type ComplianceFile = z.infer<typeof complianceFileSchema>;

export const documentCreatedSchema = z.object({ id: z.uuid() });
export const documentParamsSchema = z.object({ id: z.uuid({ error: 'Identifiant de document invalide' }) });

/** POST /api/compliance/bulk: set the letter's status or the review date for many clients, one batch. */
export const complianceBulkSchema = z
  .strictObject({
    clientIds: bulkIdsSchema,
    engagementStatus: z.enum(ENGAGEMENT_STATUSES, { error: 'Statut de lettre inconnu' }).optional(),
    lastReviewAt: isoDateSchema.optional(),
  })
  .refine((v) => v.engagementStatus !== undefined || v.lastReviewAt !== undefined, { error: COMPLIANCE_MESSAGES.nothingToChange });
export type ComplianceBulk = z.infer<typeof complianceBulkSchema>;
