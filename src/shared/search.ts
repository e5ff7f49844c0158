import { z } from 'zod';
import { CLIENT_STATUSES } from './clients.ts';
import { isoDateSchema } from './iso-date.ts';
import { MISSION_STATUSES } from './missions/statuses.ts';
import { TASK_PRIORITIES, TASK_STATUSES } from './tasks.ts';

/** At most this many clients, tasks and missions per answer: the palette shows a short list. */
export const SEARCH_LIMIT = 8;
export const SEARCH_MAX_LENGTH = 100;

export const SEARCH_MESSAGES = {
  required: 'Saisissez un terme de recherche',
  tooLong: `La recherche : ${SEARCH_MAX_LENGTH} caractères au maximum`,
  noResult: 'Aucun résultat',
  failed: 'La recherche a échoué',
} as const;

/** GET /api/search?q=: the typed text, trimmed, 1 to 100 characters. */
export const searchQuerySchema = z.strictObject({
  q: z
    .string({ error: SEARCH_MESSAGES.required })
    .trim()
    .min(1, { error: SEARCH_MESSAGES.required })
    .max(SEARCH_MAX_LENGTH, { error: SEARCH_MESSAGES.tooLong }),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const clientSearchResultSchema = z.object({
  id: z.uuid(),
  raisonSociale: z.string(),
  siret: z.string().nullable(),
  numeroClient: z.string().nullable(),
  ville: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
});
export type ClientSearchResult = z.infer<typeof clientSearchResultSchema>;

export const taskSearchResultSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  dueDate: z.string().nullable(),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
});
export type TaskSearchResult = z.infer<typeof taskSearchResultSchema>;

/**
 * A mission (Production) of a client the search found; it opens on its campaign's board,
 * /production?modele=<templateId>&exercice=<closing year>&mission=<id>.
 */
export const missionSearchResultSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  clientName: z.string(),
  templateId: z.uuid(),
  templateName: z.string(),
  closingDate: isoDateSchema,
  stageName: z.string(),
  status: z.enum(MISSION_STATUSES),
});
export type MissionSearchResult = z.infer<typeof missionSearchResultSchema>;

export const searchResultsSchema = z.object({
  clients: z.array(clientSearchResultSchema),
  tasks: z.array(taskSearchResultSchema),
  /** The missions of the clients found, in the clients' order, open ones first, then the newest exercise. */
  missions: z.array(missionSearchResultSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/**
 * The SIRET or numéro client hidden in a query: people type SIRETs in groups ('732 829 320 00074'),
 * so spaces go; null when what remains is not all digits.
 */
export function searchDigits(query: string): string | null {
  const digits = query.replace(/\s+/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** Makes user text literal inside a LIKE pattern (whose escape character is the backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Spaces collapsed: 'societe   generale ' and 'societe generale' are one search. */
export function normalizeSearchText(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}
