import { z } from 'zod';
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
});
export type Dashboard = z.infer<typeof dashboardSchema>;
