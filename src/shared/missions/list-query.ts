import { z } from 'zod';
import { clientRowsQuerySchema } from '../client-rows-query.ts';
import { isoDateSchema } from '../iso-date.ts';
import { CURSOR_WITHOUT_LIMIT, cursorParam, encodePageCursor, limitParam, refineCursorLimit } from '../page-cursor.ts';
import { queryFlag } from '../query-flag.ts';
import { SEARCH_MAX_LENGTH } from '../search.ts';
import { MISSION_MESSAGES, missionRowSchema } from './api.ts';

// GET /api/missions's filters, sort and pages (decision 0009): a campaign is 8,000 missions at the
// reference firm and 40,000 at 50,000 clients, too many to send whole to the board and the
// production table, which ask for pages of it; without `limit` the route still answers the whole
// list (the API's contract, the CSV export).

/** Cards per column in the board's first answer, rows per page of the table, and the most a page may ask. */
export const MISSION_BOARD_PAGE = 30;
export const MISSION_PAGE_SIZE = 200;
export const MISSION_PAGE_MAX = 500;

/** `responsibleId=non-assigne`: the missions nobody is responsible for (the campaign's « non assigné »). */
export const NO_RESPONSIBLE = 'non-assigne';
/** `column=terminee`: the board's « Terminées », the done missions whatever their stage. */
export const DONE_COLUMN = 'terminee';

/** The table's sorts: client, responsible, status, or a stage (its id: the done date, else the target date). */
export const MISSION_SORTS = ['client', 'responsable', 'statut'] as const;
const SORT_UNKNOWN = 'Tri inconnu : client, responsable, statut ou une étape du modèle';
const sortSchema = z.union([z.enum(MISSION_SORTS, { error: SORT_UNKNOWN }), z.uuid({ error: SORT_UNKNOWN })], { error: SORT_UNKNOWN });
export type MissionSort = z.infer<typeof sortSchema>;

export const MISSION_QUERY_MESSAGES = {
  responsible: 'Responsable invalide : un identifiant de collaborateur ou « non-assigne »',
  column: 'Colonne invalide : une étape du modèle ou « terminee »',
  flag: (name: string) => `${name} vaut 1 ou 0`,
  text: `La recherche : ${SEARCH_MAX_LENGTH} caractères au maximum`,
  limit: `Taille de page : un nombre entier de 1 à ${MISSION_PAGE_MAX}`,
  cursor: 'Curseur de page invalide : rechargez la liste',
  cursorWithoutLimit: CURSOR_WITHOUT_LIMIT,
  noTemplate: 'Aucun modèle de mission : un administrateur en crée dans Paramètres',
} as const;

const flag = (name: string) => queryFlag(MISSION_QUERY_MESSAGES.flag(name));

/** An id, or the one word that stands for something else (« non-assigne », « terminee »): one message for both. */
const oneOf = <W extends string>(word: W, message: string) => z.union([z.uuid({ error: message }), z.literal(word, { error: message })], { error: message });

/**
 * Where the next page starts: the sort, the last row's value under it (as text; null when it has
 * none, those rows coming last), its client's name and its id: the ORDER BY's every key, so no row
 * is lost or repeated between pages. Opaque to the browser.
 */
export const missionCursorSchema = z.strictObject({
  sort: sortSchema,
  desc: z.boolean(),
  value: z.string().max(2000).nullable(),
  name: z.string(),
  id: z.uuid(),
});
export type MissionCursor = z.infer<typeof missionCursorSchema>;
export const encodeMissionCursor = (cursor: MissionCursor): string => encodePageCursor(cursor);

/**
 * The filters of the board, the table, their ids and their export: template, closing range,
 * client, the responsible (`mine`: the caller), `late` (open, the current stage's target date
 * passed, Paris today), `waiting` (« en attente client »), `q` (the client's name, accents and case
 * aside), `column` (a stage's open missions, or the done ones: one column of the board).
 */
const missionFilterObject = z.strictObject({
  templateId: z.uuid({ error: 'Identifiant de modèle invalide' }).optional(),
  closingFrom: isoDateSchema.optional(),
  closingTo: isoDateSchema.optional(),
  clientId: z.uuid({ error: 'Identifiant de client invalide' }).optional(),
  /** Only these clients' missions: a live update patching them into the list a browser holds. */
  clients: clientRowsQuerySchema.shape.clients,
  responsibleId: oneOf(NO_RESPONSIBLE, MISSION_QUERY_MESSAGES.responsible).optional(),
  mine: flag('mine'),
  late: flag('late'),
  waiting: flag('waiting'),
  q: z.string().trim().max(SEARCH_MAX_LENGTH, { error: MISSION_QUERY_MESSAGES.text }).optional(),
  column: oneOf(DONE_COLUMN, MISSION_QUERY_MESSAGES.column).optional(),
  sort: sortSchema.optional(),
  order: z.enum(['asc', 'desc'], { error: 'Ordre : asc ou desc' }).optional(),
});

const refineRange = (query: { closingFrom?: string | undefined; closingTo?: string | undefined }, ctx: z.RefinementCtx) => {
  if (query.closingFrom && query.closingTo && query.closingFrom > query.closingTo) {
    ctx.addIssue({ code: 'custom', path: ['closingTo'], message: MISSION_MESSAGES.rangeReversed });
  }
};

/**
 * GET /api/missions/ids (« Tout sélectionner ») and GET /api/missions/board take the filters alone;
 * the board without `templateId` is the first template's, the one Production opens on, so that a
 * page opening on it need not wait for the templates before asking for its board.
 */
export const missionListQuerySchema = missionFilterObject.superRefine(refineRange);
export type MissionListQuery = z.infer<typeof missionListQuerySchema>;


/** GET /api/missions: with `limit`, a page (and `cursor`, the previous page's nextCursor); without, the whole list. */
export const missionPageQuerySchema = missionFilterObject
  .extend({
    limit: limitParam(MISSION_PAGE_MAX, MISSION_QUERY_MESSAGES.limit).optional(),
    cursor: cursorParam(missionCursorSchema, { message: MISSION_QUERY_MESSAGES.cursor, maxLength: 6000 }).optional(),
  })
  .superRefine((query, ctx) => {
    refineRange(query, ctx);
    refineCursorLimit(query, ctx);
    // A cursor is the position in one order: under another it would skip or repeat rows.
    if (query.cursor && (query.cursor.sort !== (query.sort ?? 'client') || query.cursor.desc !== (query.order === 'desc'))) {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: MISSION_QUERY_MESSAGES.cursor });
    }
  });
export type MissionPageQuery = z.infer<typeof missionPageQuerySchema>;

/** The filters a page asks with, as the browser writes them in the query string. */
export type MissionListParams = z.input<typeof missionFilterObject>;

export const missionListSchema = z.object({ missions: z.array(missionRowSchema) });

/** A page of GET /api/missions?limit=: `total` on the first page only (null after), `nextCursor` null on the last. */
export const missionPageSchema = z.object({
  missions: z.array(missionRowSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nonnegative().nullable(),
});
export type MissionPage = z.infer<typeof missionPageSchema>;

/** GET /api/missions/ids: the filtered missions' ids in the list's order, up to the bulk limit, and how many in all. */
export const missionIdsSchema = z.object({ ids: z.array(z.uuid()), total: z.number().int().nonnegative() });
export type MissionIds = z.infer<typeof missionIdsSchema>;

/**
 * GET /api/missions/board: each column's count and first cards (MISSION_BOARD_PAGE), by client,
 * in the template's stage order then « Terminées »; `total` counts every filtered mission, the
 * abandoned ones too (the table lists them, the board does not).
 */
export const missionBoardSchema = z.object({
  /** The template whose stages are the columns: the one asked for, else the first. */
  templateId: z.uuid(),
  total: z.number().int().nonnegative(),
  columns: z.array(
    z.object({
      key: z.string(),
      total: z.number().int().nonnegative(),
      missions: z.array(missionRowSchema),
      nextCursor: z.string().nullable(),
    }),
  ),
});
export type MissionBoard = z.infer<typeof missionBoardSchema>;
