import { z } from 'zod';
import { isoDateSchema } from './iso-date.ts';
import { TASK_PRIORITIES } from './tasks.ts';

/**
 * SPEC §9 'Tâches urgentes': not finished and due within 0 to 2 days, rounded up, i.e.
 * days = ceil((due − now) / 24 h) with 0 ≤ days ≤ 2. A day is 24 hours (not a calendar day, so a
 * change of clocks does not stretch it); a task due later today counts as 1, one due in 2 days and
 * 1 hour as 3 (left out). A task already past its due time is 'En retard', never urgent: the two
 * lists do not overlap (ceil(−0.5) = −0 is read as negative).
 */
export const URGENT_WINDOW_HOURS = 48;
export const URGENT_LIMIT = 5;

/** The label of clients that use no software, in 'Mes clients'. */
export const NO_SOFTWARE_LABEL = 'Aucun logiciel';

const count = z.number().int().nonnegative();
const percent = z.number().int().min(0).max(100);

export const urgentTaskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  /** ISO 8601 instant, UTC. */
  dueDate: z.string(),
});
export type UrgentTask = z.infer<typeof urgentTaskSchema>;

export const softwareShareSchema = z.object({
  /** null for 'Aucun logiciel'. */
  softwareId: z.uuid().nullable(),
  name: z.string(),
  count,
  /** round(100 × count / total). */
  percent,
});
export type SoftwareShare = z.infer<typeof softwareShareSchema>;

/** « Mes missions en retard » shows at most this many, the longest overdue first; the count says how many there are. */
export const LATE_MISSIONS_LIMIT = 10;

/**
 * One of my open missions whose current stage's target date is past; it opens on its campaign's
 * board, /production?modele=<templateId>&exercice=<closing year>&mission=<id>.
 */
export const lateMissionSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  raisonSociale: z.string(),
  templateId: z.uuid(),
  templateName: z.string(),
  closingDate: isoDateSchema,
  stageName: z.string(),
  targetDate: isoDateSchema,
});
export type LateMission = z.infer<typeof lateMissionSchema>;

/** My open missions of one template, by stage (every stage of it, in order, 0 included). */
export const myMissionsByTemplateSchema = z.object({
  templateId: z.uuid(),
  templateName: z.string(),
  /** Of those, en_attente_client. */
  waiting: count,
  stages: z.array(z.object({ stageId: z.uuid(), name: z.string(), count })),
});
export type MyMissionsByTemplate = z.infer<typeof myMissionsByTemplateSchema>;

/** « Mes revues LCB-FT à faire » shows at most this many, the oldest date first; the count says how many there are. */
export const REVIEWS_DUE_LIMIT = 10;

/** One of my clients whose LCB-FT review is due by Sunday or overdue; it opens the client's sheet. */
export const reviewDueSchema = z.object({
  clientId: z.uuid(),
  raisonSociale: z.string(),
  nextReviewAt: isoDateSchema,
});
export type ReviewDue = z.infer<typeof reviewDueSchema>;

/**
 * Conformité's lines (issue 25, the compliance feature's Dashboard section). « Clients avec des
 * lacunes »: for an admin only (null for the others), the active clients with at least one gap
 * of the Contrôle qualité. « Mes revues LCB-FT à faire »: the user's active clients
 * (client_collaborators) whose next review is before the end of this week (Sunday, Paris, the
 * horizon of « Échéances cette semaine »), overdue ones included; at most REVIEWS_DUE_LIMIT, the
 * oldest first, and their count.
 */
export const dashboardComplianceSchema = z.object({
  clientsWithGaps: count.nullable(),
  reviewsDueCount: count,
  reviewsDue: z.array(reviewDueSchema),
});
export type DashboardCompliance = z.infer<typeof dashboardComplianceSchema>;

/** GET /api/dashboard: the signed-in user's day, in one request. */
export const dashboardSchema = z.object({
  fullName: z.string(),
  /** Over the tasks assigned to the current user. */
  counters: z.object({
    /** status a_faire. */
    aFaire: count,
    /** status en_cours. */
    enCours: count,
    /** status termine, completed_at in the current month of Paris. */
    termineesCeMois: count,
    /** not termine, due_date < now. */
    enRetard: count,
    /** « Échéances cette semaine »: obligations a_faire of the user's clients, due from today to Sunday (Paris). */
    echeancesCetteSemaine: count,
  }),
  /** At most URGENT_LIMIT, soonest first. */
  urgentTasks: z.array(urgentTaskSchema),
  /** The user's active clients (client_collaborators), by software, most used first. */
  clients: z.object({ total: count, bySoftware: z.array(softwareShareSchema) }),
  /**
   * « Facturation électronique : N client(s) non prêt(s) à recevoir »: the user's active clients
   * subject to VAT (their VAT regime is known, as for the reception échéance) whose reception
   * status is neither prêt nor pas concerné, a client without an e-invoicing record included.
   */
  eInvoicing: z.object({ notReadyToReceive: count }),
  /**
   * Production (the missions feature's lines): over the open missions (en_cours, en_attente_client)
   * whose responsible is the user. « Mes missions en retard »: those whose current stage's target
   * date is before today (Paris), at most LATE_MISSIONS_LIMIT, the oldest target date first, and
   * their count; then the count by stage, per template in the firm's order (only the templates the
   * user has open missions of).
   */
  missions: z.object({
    lateCount: count,
    late: z.array(lateMissionSchema),
    byTemplate: z.array(myMissionsByTemplateSchema),
  }),
  compliance: dashboardComplianceSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
