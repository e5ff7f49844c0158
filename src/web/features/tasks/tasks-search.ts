import { taskFilterFromUrl, taskFilterToUrl, type TaskFilterUrl } from '../../../shared/tasks/filter.ts';
import { parseMonthKey } from './lib/month-grid.ts';

/**
 * The Tâches page's URL search params; defaults stay out of the URL: ?vue=calendrier&mois=2026-11&tache=<id>,
 * and the list's filter under the French names shared/tasks/filter.ts gives it: portee=cabinet,
 * terminees=1, collaborateur=<id>|aucun (Cabinet), client=<id>, statut=a_faire,en_cours,
 * priorite=urgente,haute, type=recurrente, du=2026-11-01, au=2026-11-30, retard=1, recherche=<text>,
 * tri=priorite|creation. `tache` opens that task's form (the assignment mail links to
 * /tasks?tache=<id>). `echeances=1` shows the clients' obligations on the calendar too.
 */
export type TasksSearch = TaskFilterUrl & {
  vue?: 'calendrier';
  mois?: string;
  tache?: string;
  echeances?: 1;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isOne = (value: unknown) => value === 1 || value === '1' || value === true;

/** Keeps the known params with valid values and drops the rest, so a hand-edited URL never breaks the page. */
export function validateTasksSearch(search: Record<string, unknown>): TasksSearch {
  const result: TasksSearch = {};
  // The filter read and written back: its valid values, spelt and ordered as the page writes them.
  for (const [name, value] of Object.entries(taskFilterToUrl(taskFilterFromUrl(search)))) {
    if (value !== undefined) result[name as keyof TaskFilterUrl] = value;
  }
  if (search.vue === 'calendrier') result.vue = 'calendrier';
  if (typeof search.mois === 'string' && parseMonthKey(search.mois)) result.mois = search.mois;
  if (typeof search.tache === 'string' && UUID.test(search.tache)) result.tache = search.tache.toLowerCase();
  // The router reads '?echeances=1' as the number 1.
  if (isOne(search.echeances)) result.echeances = 1;
  return result;
}
