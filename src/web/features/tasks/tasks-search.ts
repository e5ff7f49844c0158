import { parseMonthKey } from './lib/month-grid.ts';

/**
 * The Tâches page's URL search params; defaults stay out of the URL:
 * ?vue=calendrier&portee=cabinet&terminees=1&mois=2026-11&tache=<id>. `tache` opens that task's
 * form (the assignment mail links to /tasks?tache=<id>).
 */
export type TasksSearch = {
  vue?: 'calendrier';
  portee?: 'cabinet';
  terminees?: 1;
  mois?: string;
  tache?: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keeps the known params with valid values and drops the rest, so a hand-edited URL never breaks the page. */
export function validateTasksSearch(search: Record<string, unknown>): TasksSearch {
  const result: TasksSearch = {};
  if (search.vue === 'calendrier') result.vue = 'calendrier';
  if (search.portee === 'cabinet') result.portee = 'cabinet';
  // The router reads '?terminees=1' as the number 1.
  if (search.terminees === 1 || search.terminees === '1' || search.terminees === true) result.terminees = 1;
  if (typeof search.mois === 'string' && parseMonthKey(search.mois)) result.mois = search.mois;
  if (typeof search.tache === 'string' && UUID.test(search.tache)) result.tache = search.tache.toLowerCase();
  return result;
}
