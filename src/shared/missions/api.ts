import { z } from 'zod';
import { bulkIdsSchema } from '../bulk.ts';
import { isoDateSchema } from '../iso-date.ts';
import { MISSION_STATUSES } from './statuses.ts';

// API contracts of Production (issue 24). A mission is (client, template, closing date), unique;
// its stages follow its template's, each with a target date from the stage's rule, and a done
// date once the mission has gone past it.

export const MISSION_LIMITS = {
  /** A campaign's closing range: two years at most. */
  campaignDays: 731,
  waitingReason: 500,
  notes: 10_000,
  budgetHours: 10_000,
} as const;

export const MISSION_MESSAGES = {
  missionUnknown: 'Mission introuvable',
  duplicate: 'Ce client a déjà une mission de ce modèle pour cet exercice',
  clientInactive: "Ce client n'est pas actif",
  clientUnknown: 'Client introuvable',
  userUnknown: 'Collaborateur introuvable',
  stageOfOtherTemplate: "Cette étape n'appartient pas au modèle de la mission",
  checklistOutOfRange: "Ce point de contrôle n'existe pas dans cette étape",
  rangeReversed: 'La date de début doit précéder la date de fin',
  rangeTooLong: 'La période de clôture couvre deux ans au plus',
  waitingReasonRequired: 'Précisez ce que le client doit fournir',
  waitingReasonTooLong: `Le motif fait ${MISSION_LIMITS.waitingReason} caractères au plus`,
  notesTooLong: `Les notes font ${MISSION_LIMITS.notes.toLocaleString('fr-FR')} caractères au plus`,
  budgetInvalid: `Le budget est un nombre d'heures entre 0 et ${MISSION_LIMITS.budgetHours.toLocaleString('fr-FR')}`,
  nothingToChange: 'Aucun champ à modifier',
} as const;

/** One stage of one mission, in the template's order, on its sheet. */
export const missionStageSchema = z.object({
  stageId: z.uuid(),
  /** From the stage's rule; null when the rule gives none (no such échéance for this client). */
  targetDate: isoDateSchema.nullable(),
  doneAt: isoDateSchema.nullable(),
});

/**
 * A mission's dates at one stage of the list's rows: each absent when there is none (a row weighs
 * on a campaign of 8,000 missions, sent whole to every browser opening Production).
 */
export const missionStageDatesSchema = z.object({
  targetDate: isoDateSchema.optional(),
  doneAt: isoDateSchema.optional(),
});
export type MissionStageDates = z.infer<typeof missionStageDatesSchema>;

/**
 * GET /api/missions: a row of the board and of the production table. Lean, as 8,000 of them make
 * the page's first answer: a field with no value is absent rather than null.
 */
export const missionRowSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  raisonSociale: z.string(),
  templateId: z.uuid(),
  /** The exercise's closing date (a ponctuelle mission's reference date). */
  closingDate: isoDateSchema,
  /** The stage being worked on: the stages before it are done. */
  stageId: z.uuid(),
  status: z.enum(MISSION_STATUSES),
  waitingReason: z.string().optional(),
  responsibleId: z.uuid().optional(),
  reviewerId: z.uuid().optional(),
  /** Ticked items of the current stage's checklist, and how many it has. */
  checklistDone: z.number().int(),
  checklistTotal: z.number().int(),
  /**
   * The dates of every stage of the mission's template, in the template's order: stages[i] is the
   * template's stages[i] (their ids are the template's, not repeated in each of 8,000 rows).
   */
  stages: z.array(missionStageDatesSchema),
});
export type MissionRow = z.infer<typeof missionRowSchema>;

/** GET /api/missions/{id}: the mission's sheet. */
export const missionDetailSchema = missionRowSchema.extend({
  waitingReason: z.string().nullable(),
  responsibleId: z.uuid().nullable(),
  reviewerId: z.uuid().nullable(),
  updatedAt: z.string(),
  templateName: z.string(),
  budgetHours: z.number().nullable(),
  notes: z.string().nullable(),
  onlineFiling: z.boolean(),
  stages: z.array(
    missionStageSchema.extend({
      name: z.string(),
      doneByName: z.string().nullable(),
      checklist: z.array(z.object({ label: z.string(), done: z.boolean() })),
    }),
  ),
  tasks: z.array(z.object({ id: z.uuid(), title: z.string(), status: z.string(), dueDate: z.string().nullable() })),
});
export type MissionDetail = z.infer<typeof missionDetailSchema>;

const waitingReasonSchema = z
  .string()
  .trim()
  .max(MISSION_LIMITS.waitingReason, { error: MISSION_MESSAGES.waitingReasonTooLong })
  .nullable();

const needsReason = (v: { status?: string; waitingReason?: string | null }) =>
  v.status !== 'en_attente_client' || (typeof v.waitingReason === 'string' && v.waitingReason.trim() !== '');

/** A checklist tick: the item's index in the stage's checklist. */
export const checklistTickSchema = z.strictObject({
  stageId: z.uuid({ error: "Identifiant d'étape invalide" }),
  index: z.number().int().min(0, { error: MISSION_MESSAGES.checklistOutOfRange }),
  done: z.boolean(),
});

/** PATCH /api/missions/{id}: some of these; the later write wins (two colleagues moving one card). */
export const missionPatchSchema = z
  .strictObject({
    /** Reaching a stage marks the earlier ones done, today, by the caller, unless they already are. */
    stageId: z.uuid({ error: "Identifiant d'étape invalide" }),
    status: z.enum(MISSION_STATUSES, { error: 'Statut inconnu' }),
    /** Required with en_attente_client; cleared with the other statuses. */
    waitingReason: waitingReasonSchema,
    responsibleId: z.uuid({ error: 'Identifiant de collaborateur invalide' }).nullable(),
    reviewerId: z.uuid({ error: 'Identifiant de collaborateur invalide' }).nullable(),
    budgetHours: z.number().min(0, { error: MISSION_MESSAGES.budgetInvalid }).max(MISSION_LIMITS.budgetHours, { error: MISSION_MESSAGES.budgetInvalid }).nullable(),
    notes: z.string().max(MISSION_LIMITS.notes, { error: MISSION_MESSAGES.notesTooLong }).nullable(),
    onlineFiling: z.boolean(),
    checklist: z.array(checklistTickSchema).min(1).max(100),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: MISSION_MESSAGES.nothingToChange })
  .refine(needsReason, { error: MISSION_MESSAGES.waitingReasonRequired, path: ['waitingReason'] });
export type MissionPatch = z.infer<typeof missionPatchSchema>;

export const missionParamsSchema = z.object({ id: z.uuid({ error: 'Identifiant de mission invalide' }) });

/** POST /api/missions: one mission for one client (a ponctuelle mission, or an exercise the campaign missed). */
export const missionCreateSchema = z.strictObject({
  clientId: z.uuid({ error: 'Identifiant de client invalide' }),
  templateId: z.uuid({ error: 'Identifiant de modèle invalide' }),
  closingDate: isoDateSchema,
  responsibleId: z.uuid({ error: 'Identifiant de collaborateur invalide' }).nullable().optional(),
});
export type MissionCreate = z.infer<typeof missionCreateSchema>;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** POST /api/missions/campaigns (and its preview): every active client whose closing falls in the range. */
export const campaignSchema = z
  .strictObject({
    templateId: z.uuid({ error: 'Identifiant de modèle invalide' }),
    closingFrom: isoDateSchema,
    closingTo: isoDateSchema,
  })
  .refine((v) => v.closingFrom <= v.closingTo, { error: MISSION_MESSAGES.rangeReversed, path: ['closingTo'] })
  .refine((v) => v.closingFrom > v.closingTo || dayNumber(v.closingTo) - dayNumber(v.closingFrom) <= MISSION_LIMITS.campaignDays, {
    error: MISSION_MESSAGES.rangeTooLong,
    path: ['closingTo'],
  });
export type Campaign = z.infer<typeof campaignSchema>;
/** The preview: how many missions the campaign would create (the clients without one yet). */
export const campaignPreviewSchema = z.object({ count: z.number().int() });
export const campaignResultSchema = z.object({ created: z.number().int(), batchId: z.uuid().nullable() });

/** POST /api/missions/bulk: one change for many missions, one batch, undone like the others. */
export const missionBulkSchema = z
  .strictObject({
    missionIds: bulkIdsSchema,
    /** Move to a stage (each mission's template must have it: one template's missions at a time). */
    stageId: z.uuid({ error: "Identifiant d'étape invalide" }).optional(),
    responsibleId: z.uuid({ error: 'Identifiant de collaborateur invalide' }).nullable().optional(),
    /** Set (en_attente_client, with a reason) or clear (en_cours) « en attente client ». */
    status: z.enum(['en_cours', 'en_attente_client'], { error: 'Statut inconnu' }).optional(),
    waitingReason: waitingReasonSchema.optional(),
  })
  .refine((v) => v.stageId !== undefined || v.responsibleId !== undefined || v.status !== undefined, { error: MISSION_MESSAGES.nothingToChange })
  .refine(needsReason, { error: MISSION_MESSAGES.waitingReasonRequired, path: ['waitingReason'] });
export type MissionBulk = z.infer<typeof missionBulkSchema>;

/** A mission without a responsible, in the per-collaborator counts (the campaign's « non assigné »). */
export const NO_RESPONSIBLE_LABEL = 'Non assigné';

/**
 * GET /api/missions/progress?templateId=&year=: the « Avancement » chart and the per-collaborator
 * counts, over the template's missions whose exercise closes in `year` (abandoned ones aside).
 */
export const progressQuerySchema = z.object({
  templateId: z.uuid({ error: 'Identifiant de modèle invalide' }),
  year: z.coerce
    .number({ error: 'Année invalide' })
    .int({ error: 'Année invalide' })
    .min(2000, { error: 'Année invalide (2000 à 2100)' })
    .max(2100, { error: 'Année invalide (2000 à 2100)' }),
});
const campaignCurveSchema = z.object({
  /**
   * Monday of each week since the campaign opened (its first mission's creation, Paris time), to
   * this week, or to its last done date's week once no mission is open. Last year's is aligned on
   * this year's by week index: weeks[i] of both is « at the same point ».
   */
  weeks: z.array(
    z.object({
      weekStart: isoDateSchema,
      /** Per stage in the template's order, the share (0–1) of the campaign's missions past that stage by the week's end. */
      shares: z.array(z.number()),
    }),
  ),
  missionCount: z.number().int(),
});
export const progressSchema = z.object({
  current: campaignCurveSchema,
  /** Last year's campaign (exercises closing a year earlier), null when there was none. */
  previous: campaignCurveSchema.nullable(),
  collaborators: z.array(
    z.object({
      /** The responsible; null (named NO_RESPONSIBLE_LABEL) for the missions without one. */
      userId: z.uuid().nullable(),
      name: z.string(),
      /** en_cours or en_attente_client. */
      open: z.number().int(),
      /** Open, and the current stage's target date is before today (Paris). */
      late: z.number().int(),
      /** en_attente_client. */
      waiting: z.number().int(),
      /** terminee. */
      done: z.number().int(),
    }),
  ),
});
export type Progress = z.infer<typeof progressSchema>;
