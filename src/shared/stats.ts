import { z } from 'zod';
import { CLASSIFICATIONS } from './clients.ts';
import { COMPANY_CATEGORIES } from './e-invoicing/statuses.ts';
import { TASK_PRIORITIES } from './tasks.ts';
import { roleSchema } from './users.ts';

/** Clients without a classification, in the bars by classification. */
export const UNCLASSIFIED_LABEL = 'Non classé';
/** Months in the 'tâches terminées par mois' series, the current one included. */
export const COMPLETED_SERIES_MONTHS = 12;

const count = z.number().int().nonnegative();
const percent = z.number().int().min(0).max(100);

export const classificationShareSchema = z.object({
  /** null: 'Non classé'. */
  classification: z.enum(CLASSIFICATIONS).nullable(),
  count,
  /** round(100 × count / all clients). */
  percent,
});
export type ClassificationShare = z.infer<typeof classificationShareSchema>;

export const priorityShareSchema = z.object({
  priority: z.enum(TASK_PRIORITIES),
  /** Open tasks (not termine) of this priority. */
  count,
  /** round(100 × count / all open tasks), 0 when there is none. */
  percent,
});
export type PriorityShare = z.infer<typeof priorityShareSchema>;

export const collaboratorPerformanceSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  role: roleSchema,
  /** Clients assigned through client_collaborators, whatever their status. */
  clients: count,
  /** Tasks assigned to them, whatever their status. */
  tasks: count,
  completed: count,
  /** round(100 × completed / tasks), 0 without tasks. */
  completionRate: percent,
});
export type CollaboratorPerformance = z.infer<typeof collaboratorPerformanceSchema>;

export const monthCountSchema = z.object({
  /** 'YYYY-MM', a month of Paris. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  count,
});
export type MonthCount = z.infer<typeof monthCountSchema>;

/**
 * E-invoicing readiness of the active clients of one company category. Ready means the status is
 * prêt or pas concerné (what closes the échéance); a client without an e-invoicing record is à faire.
 */
export const eInvoicingReadinessSchema = z.object({
  /** null: « Non renseignée ». */
  category: z.enum(COMPANY_CATEGORIES).nullable(),
  /** Active clients of this category. */
  clients: count,
  readyToReceive: count,
  /** round(100 × readyToReceive / clients), 0 without clients. */
  readyToReceivePercent: percent,
  readyToIssue: count,
  readyToIssuePercent: percent,
});
export type EInvoicingReadiness = z.infer<typeof eInvoicingReadinessSchema>;

/** GET /api/stats: the firm's figures, every aggregate computed by PostgreSQL. */
export const statsSchema = z.object({
  clients: z.object({ total: count, actifs: count, prospects: count }),
  tasks: z.object({
    total: count,
    terminees: count,
    enCours: count,
    /** round(100 × terminees / total), 0 without tasks. */
    completionRate: percent,
    /** termine with completed_at in the current month of Paris (the dashboard's rule). */
    completedThisMonth: count,
  }),
  /** Count descending, then the classification's order, 'Non classé' last among equals. */
  byClassification: z.array(classificationShareSchema),
  /** Always the four priorities, in the order Urgente, Haute, Normale, Basse. */
  openByPriority: z.array(priorityShareSchema),
  /** Every user, by full_name in the database's collation (the page sorts them in French order). */
  collaborators: z.array(collaboratorPerformanceSchema),
  /** The last COMPLETED_SERIES_MONTHS months of Paris, oldest first, months without any at 0. */
  completedByMonth: z.array(monthCountSchema),
  /** Always five rows: micro, PME, ETI, GE, then the clients whose category is not filled in. */
  eInvoicingByCategory: z.array(eInvoicingReadinessSchema),
});
export type Stats = z.infer<typeof statsSchema>;

// ---- fr-FR display of the figures (the dashboard and the statistics share them) ----

const integerFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });

/** '1 234' (narrow no-break space as the thousands separator). */
export const formatNumber = (value: number) => integerFormat.format(value);

/** A percent given out of 100: 42 → '42 %' (no-break space before the sign, as French writes it). */
export const formatPercent = (percentValue: number) => percentFormat.format(percentValue / 100);
