import { z } from 'zod';
import { clientRowsQuerySchema } from '../client-rows-query.ts';
import { isoDateSchema } from '../iso-date.ts';
import { SEARCH_MAX_LENGTH } from '../search.ts';
import { CURSOR_WITHOUT_LIMIT, cursorParam, limitParam, refineCursorLimit } from '../page-cursor.ts';
import { queryFlag } from '../query-flag.ts';
import { obligationCursorSchema } from './cursor.ts';
import { OBLIGATION_KINDS, OBLIGATION_STATUSES } from './kinds.ts';

// The API of the stored obligations (issue 15): GET /api/obligations, PUT /api/obligations/{id},
// POST /api/obligations/status (several rows at once) and the Échéances counters.

export const OBLIGATION_NOTE_MAX = 2000;
/** A list spans at most this many days: a year and a bit, the rolling window the server stores. */
export const OBLIGATION_RANGE_MAX_DAYS = 400;
/** One bulk status change marks at most this many rows. */
export const OBLIGATION_BULK_MAX = 5000;
/** Rows per page of the Échéances page (GET /api/obligations?limit=), and the most a page may ask. */
export const OBLIGATION_PAGE_SIZE = 200;
export const OBLIGATION_PAGE_MAX = 500;

export const OBLIGATION_QUERY_MESSAGES = {
  from: 'Date « du » invalide (AAAA-MM-JJ)',
  to: 'Date « au » invalide (AAAA-MM-JJ)',
  reversed: 'La date de fin précède la date de début',
  range: `La période demandée dépasse ${OBLIGATION_RANGE_MAX_DAYS} jours`,
  kind: `Type d'échéance inconnu (${OBLIGATION_KINDS.join(', ')})`,
  status: `Statut inconnu (${OBLIGATION_STATUSES.join(', ')})`,
  client: 'Client inconnu (identifiant attendu)',
  collaborator: 'Collaborateur inconnu (identifiant attendu)',
  flag: (name: string) => `${name} vaut true ou false`,
  text: `La recherche : ${SEARCH_MAX_LENGTH} caractères au maximum`,
  note: `La note : ${OBLIGATION_NOTE_MAX} caractères au maximum`,
  bulkEmpty: 'Aucune échéance sélectionnée',
  bulkTooMany: `${OBLIGATION_BULK_MAX} échéances au plus par modification`,
  limit: `Taille de page : un nombre entier de 1 à ${OBLIGATION_PAGE_MAX}`,
  cursor: 'Curseur de page invalide : rechargez la liste',
  cursorWithoutLimit: CURSOR_WITHOUT_LIMIT,
} as const;

const flag = (name: string) => queryFlag(OBLIGATION_QUERY_MESSAGES.flag(name));

/** 'a,b' → ['a', 'b'], each one of `values`. */
const listOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string({ error: message })
    .transform((text) => [...new Set(text.split(','))])
    .pipe(z.array(z.enum(values, { error: message })));

/**
 * GET /api/obligations. Dates are due dates, both included; without them, the current Paris
 * month (with one bound only, that bound's month completes it; `overdue` without dates: every
 * overdue row, the « En retard » counter's set). `overdue` keeps the rows still « À faire » whose
 * due date is before today (Paris);
 * `q` searches the client's name, accent-insensitive. `collaborator` and `mine` narrow to a
 * portfolio (client_collaborators), like the client lists.
 */
const obligationFilterObject = z.strictObject({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  clientId: z.uuid({ error: OBLIGATION_QUERY_MESSAGES.client }).optional(),
  kind: listOf(OBLIGATION_KINDS, OBLIGATION_QUERY_MESSAGES.kind).optional(),
  status: listOf(OBLIGATION_STATUSES, OBLIGATION_QUERY_MESSAGES.status).optional(),
  collaborator: z.uuid({ error: OBLIGATION_QUERY_MESSAGES.collaborator }).optional(),
  mine: flag('mine'),
  overdue: flag('overdue'),
  q: z.string().trim().max(SEARCH_MAX_LENGTH, { error: OBLIGATION_QUERY_MESSAGES.text }).optional(),
  // Only these clients' rows, under the same filters: a live update's patch (client-rows-query.ts).
  clients: clientRowsQuerySchema.shape.clients,
});

function refineRange(query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (query.from && query.to && query.from > query.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: OBLIGATION_QUERY_MESSAGES.reversed });
  } else if (query.from && query.to) {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (days > OBLIGATION_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: OBLIGATION_QUERY_MESSAGES.range });
  }
}

/** The list's filters: GET /api/obligations/ids takes them alone. */
export const obligationListQuerySchema = obligationFilterObject.superRefine(refineRange);
export type ObligationListQuery = z.infer<typeof obligationListQuerySchema>;

/**
 * GET /api/obligations with `limit`: one page of the list (same filters, same order) and, without
 * a cursor, the total; with the previous page's nextCursor, the page after it. Without `limit`,
 * the whole list as before (the CSV export, the Tâches calendar, a live update's patch).
 */
export const obligationPageQuerySchema = obligationFilterObject
  .extend({
    limit: limitParam(OBLIGATION_PAGE_MAX, OBLIGATION_QUERY_MESSAGES.limit).optional(),
    // The text's length bounds the client's name (whatever length an import let in): a URL stays under 8 kB.
    cursor: cursorParam(obligationCursorSchema, { message: OBLIGATION_QUERY_MESSAGES.cursor, maxLength: 6000 }).optional(),
  })
  .superRefine((query, ctx) => {
    refineRange(query, ctx);
    refineCursorLimit(query, ctx);
  });

export const obligationRowSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  raisonSociale: z.string(),
  kind: z.enum(OBLIGATION_KINDS),
  period: z.string(),
  /** « TVA CA3 — octobre 2026 », « Acompte IS n°2 — exercice 2026 »… */
  label: z.string(),
  dueDate: isoDateSchema,
  /** The date rests on an assumption (the CA3 day derived from the SIREN): shown « estimée ». */
  estimated: z.boolean(),
  /** What to check, e.g. « estimée : vérifier l'initiale ». */
  estimateNote: z.string().nullable(),
  /** The liasse's online filing tolerance, shown beside the legal date. */
  toleranceDate: isoDateSchema.nullable(),
  status: z.enum(OBLIGATION_STATUSES),
  note: z.string().nullable(),
  /** The profile no longer calls for it, but its status was set, so it is kept and flagged. */
  obsolete: z.boolean(),
  /** Who set the status last (display name) and when (ISO instant); null while never set. */
  statusBy: z.string().nullable(),
  statusAt: z.string().nullable(),
});
export type ObligationRow = z.infer<typeof obligationRowSchema>;

export const obligationListSchema = z.object({ obligations: z.array(obligationRowSchema) });
export type ObligationList = z.infer<typeof obligationListSchema>;

/**
 * A page of GET /api/obligations?limit=. `total` counts every row matching the filters, on the
 * first page only (null after it); `nextCursor` is null on the last page.
 */
export const obligationPageSchema = z.object({
  obligations: z.array(obligationRowSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nonnegative().nullable(),
});
export type ObligationPage = z.infer<typeof obligationPageSchema>;

/** GET /api/obligations/ids: the ids the filters show, in the list's order (OBLIGATION_BULK_MAX at most), and how many in all. */
export const obligationIdsSchema = z.object({ ids: z.array(z.uuid()), total: z.number().int().nonnegative() });
export type ObligationIds = z.infer<typeof obligationIdsSchema>;

/** PUT /api/obligations/{id}: the status and/or the note (an empty note saves null). */
export const obligationUpdateSchema = z
  .strictObject({
    status: z.enum(OBLIGATION_STATUSES, { error: OBLIGATION_QUERY_MESSAGES.status }).optional(),
    note: z
      .string()
      .trim()
      .max(OBLIGATION_NOTE_MAX, { error: OBLIGATION_QUERY_MESSAGES.note })
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.note !== undefined, { error: 'Aucun champ à modifier' });
export type ObligationUpdate = z.infer<typeof obligationUpdateSchema>;

/** POST /api/obligations/status: one status for many rows (the page's multi-row selection). */
export const obligationBulkStatusSchema = z.strictObject({
  ids: z
    .array(z.uuid())
    .min(1, { error: OBLIGATION_QUERY_MESSAGES.bulkEmpty })
    .max(OBLIGATION_BULK_MAX, { error: OBLIGATION_QUERY_MESSAGES.bulkTooMany }),
  status: z.enum(OBLIGATION_STATUSES, { error: OBLIGATION_QUERY_MESSAGES.status }),
});
export const obligationBulkResultSchema = z.object({ updated: z.number().int().nonnegative() });

/**
 * GET /api/obligations/counters?collaborator=&mine=: the Échéances page's three tiles, for the
 * same portfolio as the list. Weeks run Monday to Sunday, months are calendar months (Paris).
 */
export const obligationCountersQuerySchema = z.strictObject({
  collaborator: z.uuid({ error: OBLIGATION_QUERY_MESSAGES.collaborator }).optional(),
  mine: flag('mine'),
});
export const obligationCountersSchema = z.object({
  /** « À faire cette semaine »: a_faire, due from today to Sunday. */
  dueThisWeek: z.number().int().nonnegative(),
  /** « En retard »: a_faire, due before today. */
  overdue: z.number().int().nonnegative(),
  /** « Faites ce mois »: fait, due this month. */
  doneThisMonth: z.number().int().nonnegative(),
});
export type ObligationCounters = z.infer<typeof obligationCountersSchema>;
