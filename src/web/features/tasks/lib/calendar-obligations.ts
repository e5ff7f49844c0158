import type { ObligationRow } from '../../../../shared/obligations/api.ts';
import { UNASSIGNED } from '../../../../shared/tasks/filter.ts';
import type { TaskScope } from '../../../../shared/tasks.ts';
import type { ObligationFilters } from '../../../entities/obligation/obligations-query.ts';

/**
 * The obligations the calendar shows beside the tasks: those of the clients the view follows.
 * Mes tâches shows my clients' (« Mes clients »), the Cabinet a chosen collaborator's clients or
 * everyone's; a chosen client narrows to that client.
 */
export function calendarObligationFilters({
  from,
  to,
  scope,
  assignee,
  client,
}: {
  from: string;
  to: string;
  scope: TaskScope;
  assignee: string | undefined;
  client: string | undefined;
}): ObligationFilters {
  const portfolio = scope === 'mine' ? { mine: true } : assignee && assignee !== UNASSIGNED ? { collaborator: assignee } : {};
  return { from, to, ...portfolio, ...(client ? { clientId: client } : {}) };
}

/** The obligations by due date ('YYYY-MM-DD'), each day's in the French order of its clients. */
export function bucketObligationsByDay(obligations: readonly ObligationRow[]): Map<string, ObligationRow[]> {
  const byDay = new Map<string, ObligationRow[]>();
  for (const obligation of obligations) {
    const day = byDay.get(obligation.dueDate);
    if (day) day.push(obligation);
    else byDay.set(obligation.dueDate, [obligation]);
  }
  const order = new Intl.Collator('fr');
  for (const day of byDay.values()) day.sort((a, b) => order.compare(a.raisonSociale, b.raisonSociale) || order.compare(a.label, b.label));
  return byDay;
}
