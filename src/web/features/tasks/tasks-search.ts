import { TASK_PRIORITIES, TASK_STATUSES, TASK_TYPES, type TaskPriority, type TaskStatus, type TaskType } from '../../../shared/tasks.ts';
import { SEARCH_MAX_LENGTH } from '../../../shared/search.ts';
import { parseMonthKey } from './lib/month-grid.ts';

/** The list's orders other than the default (due date), as the URL names them. */
export const URL_SORTS = { priorite: 'priority', creation: 'created' } as const;
export type UrlSort = keyof typeof URL_SORTS;
/** « Non assignée » in the URL. */
export const URL_UNASSIGNED = 'aucun';

/**
 * The Tâches page's URL search params; defaults stay out of the URL:
 * ?vue=calendrier&portee=cabinet&terminees=1&mois=2026-11&tache=<id>, and the list's filters:
 * collaborateur=<id>|aucun (Cabinet), client=<id>, statut=a_faire,en_cours, priorite=urgente,haute,
 * type=recurrente, du=2026-11-01, au=2026-11-30, retard=1, recherche=<text>, tri=priorite|creation.
 * `tache` opens that task's form (the assignment mail links to /tasks?tache=<id>). `echeances=1`
 * shows the clients' obligations on the calendar too.
 */
export type TasksSearch = {
  vue?: 'calendrier';
  portee?: 'cabinet';
  terminees?: 1;
  mois?: string;
  tache?: string;
  collaborateur?: string;
  client?: string;
  statut?: string;
  priorite?: string;
  type?: TaskType;
  du?: string;
  au?: string;
  retard?: 1;
  recherche?: string;
  tri?: UrlSort;
  echeances?: 1;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isOne = (value: unknown) => value === 1 || value === '1' || value === true;
const uuidOf = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : undefined);

/** 'a,b' keeping the known values only, in their canonical order; undefined when none is left. */
function listOf<T extends string>(value: unknown, known: readonly T[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value.split(',');
  const kept = known.filter((item) => parts.includes(item));
  return kept.length ? kept.join(',') : undefined;
}

export const statusesOf = (value: string | undefined) => value?.split(',') as TaskStatus[] | undefined;
export const prioritiesOf = (value: string | undefined) => value?.split(',') as TaskPriority[] | undefined;

/** Keeps the known params with valid values and drops the rest, so a hand-edited URL never breaks the page. */
export function validateTasksSearch(search: Record<string, unknown>): TasksSearch {
  const result: TasksSearch = {};
  if (search.vue === 'calendrier') result.vue = 'calendrier';
  if (search.portee === 'cabinet') result.portee = 'cabinet';
  // The router reads '?terminees=1' as the number 1.
  if (isOne(search.terminees)) result.terminees = 1;
  if (typeof search.mois === 'string' && parseMonthKey(search.mois)) result.mois = search.mois;
  const tache = uuidOf(search.tache);
  if (tache) result.tache = tache;
  const collaborateur = search.collaborateur === URL_UNASSIGNED ? URL_UNASSIGNED : uuidOf(search.collaborateur);
  if (collaborateur) result.collaborateur = collaborateur;
  const client = uuidOf(search.client);
  if (client) result.client = client;
  const statut = listOf(search.statut, TASK_STATUSES);
  if (statut) result.statut = statut;
  const priorite = listOf(search.priorite, TASK_PRIORITIES);
  if (priorite) result.priorite = priorite;
  const type = TASK_TYPES.find((known) => known === search.type);
  if (type) result.type = type;
  // A day the server would refuse (30 February) is left to its French message.
  if (typeof search.du === 'string' && DAY.test(search.du)) result.du = search.du;
  if (typeof search.au === 'string' && DAY.test(search.au)) result.au = search.au;
  if (isOne(search.retard)) result.retard = 1;
  if (typeof search.recherche === 'string' && search.recherche.trim()) result.recherche = search.recherche.slice(0, SEARCH_MAX_LENGTH);
  if (search.tri === 'priorite' || search.tri === 'creation') result.tri = search.tri;
  if (isOne(search.echeances)) result.echeances = 1;
  return result;
}
