import { sql, type SQL } from 'drizzle-orm';
import {
  escapeLike,
  normalizeSearchText,
  searchDigits,
  SEARCH_LIMIT,
  type ClientSearchResult,
  type MissionSearchResult,
  type SearchResults,
  type TaskSearchResult,
} from '../../../shared/search.ts';
import type { DbOrTx } from '../../db/client.ts';

const isoInstant = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What the trigram indexes read: the client's name folded when written (clients.name_folded,
 * migration 0024, read by clients_named_like) and task titles folded as their index is
 * (`f_unaccent(lower(title))`, 0010). The query is folded by the same functions, in SQL, so 'œ'
 * or 'ß' fold alike on both sides; % and _ typed by the user stay literal in LIKE patterns.
 */
const TITLE = sql.raw('f_unaccent(lower(title))');

/** The typed text folded by the same functions as the indexed columns, and as a LIKE prefix. */
function termsOf(text: string) {
  return {
    folded: sql`f_unaccent(lower(${text}))`,
    startsWith: sql`f_unaccent(lower(${escapeLike(text)})) || '%'`,
  };
}

/**
 * Clients: a name matches when the query is close to one of its words (`<%`: word_similarity ≥
 * pg_trgm.word_similarity_threshold, 0.6: 'societe genrale' → 'societe generale' scores 0.74) or
 * to the whole name (`%`: similarity ≥ 0.3, which catches one misspelt word such as 'genrale',
 * 0.55 by word). Both are read through the GIN index by clients_named_like (migration 0026),
 * which holds the planner to it: left to itself, for a common word ('societe', a tenth of the
 * names) it scanned every name and scored each, 46 ms at 10,000 clients against 11 (issue 27).
 * SIRET and numéro client are separate candidates too: an OR across columns would turn the
 * indexed name lookup into a scan. The numéro branch (a scan of one short column) runs only for
 * queries holding a digit, the SIRET branch only for queries made of digits.
 *
 * Ranking: an exact SIRET or numéro first, then names starting with the query, then SIRETs and
 * numéros starting with it, then by closeness (word, then whole name), then by name.
 */
export function clientSearchQuery(query: string): SQL {
  const text = normalizeSearchText(query);
  const { folded, startsWith } = termsOf(text);
  const digits = searchDigits(text);
  const numeroPrefix = sql`lower(${escapeLike(text)}) || '%'`;
  const hasDigit = /\d/.test(text);
  const siretPrefix = digits === null ? null : `${escapeLike(digits)}%`;
  const branches = [
    sql`SELECT clients_named_like(${folded})`,
    ...(hasDigit ? [sql`SELECT id FROM clients WHERE lower(numero_client) LIKE ${numeroPrefix}`] : []),
    ...(siretPrefix === null ? [] : [sql`SELECT id FROM clients WHERE siret LIKE ${siretPrefix}`]),
  ];
  const exactId = sql`(${digits === null ? sql`false` : sql`siret = ${digits}`} OR lower(numero_client) = lower(${text})) IS TRUE`;
  const idStarts = sql`(${siretPrefix === null ? sql`false` : sql`siret LIKE ${siretPrefix}`} OR lower(numero_client) LIKE ${numeroPrefix}) IS TRUE`;
  return sql`
    SELECT id, raison_sociale AS "raisonSociale", siret, numero_client AS "numeroClient", ville, status
    FROM (
      SELECT c.*, c.name_folded AS folded_name
      FROM clients c
      WHERE c.id IN (${sql.join(branches, sql` UNION `)})
      OFFSET 0
    ) c
    ORDER BY
      ${exactId} DESC,
      (folded_name LIKE ${startsWith}) DESC,
      ${idStarts} DESC,
      word_similarity(${folded}, folded_name) DESC,
      similarity(${folded}, folded_name) DESC,
      raison_sociale, id
    LIMIT ${SEARCH_LIMIT}`;
}

/**
 * Tasks: a title matches when the query is close to one of its words (`<%` alone: with 100,000
 * tasks a common word such as 'tva' matches thousands, and each added OR'ed test is re-checked
 * twice per row). Titles repeat, so they are matched and scored in task_titles, one row per
 * distinct title, and only then are tasks read: the first SEARCH_LIMIT of each matched title in
 * (open first, nearest due date, id) order, through tasks_title_rank_idx. That is enough: within a
 * title the ranking below is exactly that order, so no task past its title's first SEARCH_LIMIT
 * can reach the overall first SEARCH_LIMIT.
 *
 * Ranking: titles starting with the query first, then the open tasks before the finished ones (a
 * finished 'TVA mars' is history, the open 'TVA avril' is the work), then by closeness, then the
 * nearest due date.
 */
export function taskSearchQuery(query: string): SQL {
  const { folded: typed, startsWith } = termsOf(normalizeSearchText(query));
  return sql`
    WITH scored AS MATERIALIZED (
      SELECT title, folded LIKE ${startsWith} AS starts,
        word_similarity(${typed}, folded) AS word_score,
        similarity(${typed}, folded) AS score
      FROM (
        -- OFFSET 0 keeps this a subquery: each matched title is folded once, not once per use.
        SELECT title, ${TITLE} AS folded FROM task_titles WHERE ${typed} <% ${TITLE} OFFSET 0
      ) matched
    ),
    top AS (
      SELECT m.*, s.starts, s.word_score, s.score
      FROM scored s
      CROSS JOIN LATERAL (
        SELECT t.id, t.title, t.status, t.priority, t.due_date, t.client_id
        FROM tasks t
        WHERE t.title = s.title
        ORDER BY (t.status = 'termine'), t.due_date, t.id
        LIMIT ${SEARCH_LIMIT}
      ) m
      ORDER BY s.starts DESC, (m.status = 'termine'), s.word_score DESC, s.score DESC, m.due_date NULLS LAST, m.id
      LIMIT ${SEARCH_LIMIT}
    )
    SELECT t.id, t.title, t.status, t.priority, ${isoInstant(sql`t.due_date`)} AS "dueDate",
      t.client_id AS "clientId", c.raison_sociale AS "clientName"
    FROM top t
    LEFT JOIN clients c ON c.id = t.client_id
    ORDER BY t.starts DESC, (t.status = 'termine'), t.word_score DESC, t.score DESC, t.due_date NULLS LAST, t.id`;
}

/**
 * Missions (Production, the missions feature's part of the search): those of the clients found,
 * read through the missions' (client, template, closing) key; in the clients' order, the open ones
 * first, then the newest exercise, then the templates' order.
 */
export function missionSearchQuery(clientIds: readonly string[]): SQL {
  const ids = sql`${sql.param([...clientIds])}::uuid[]`;
  return sql`
    SELECT m.id, m.client_id AS "clientId", c.raison_sociale AS "clientName", m.template_id AS "templateId", t.name AS "templateName",
      m.closing_date AS "closingDate", s.name AS "stageName", m.status
    FROM missions m
    JOIN clients c ON c.id = m.client_id
    JOIN mission_templates t ON t.id = m.template_id
    JOIN mission_stages s ON s.id = m.stage_id
    WHERE m.client_id = ANY(${ids})
    ORDER BY array_position(${ids}, m.client_id), m.status NOT IN ('en_cours', 'en_attente_client'), m.closing_date DESC, t.position, t.name, m.id
    LIMIT ${SEARCH_LIMIT}`;
}

async function searchClientsAndMissions(db: DbOrTx, query: string) {
  const { rows: clients } = await db.execute<ClientSearchResult>(clientSearchQuery(query));
  if (clients.length === 0) return { clients, missions: [] };
  const { rows: missions } = await db.execute<MissionSearchResult>(missionSearchQuery(clients.map((client) => client.id)));
  return { clients, missions };
}

export async function search({ db, query }: { db: DbOrTx; query: string }): Promise<SearchResults> {
  const [found, taskRows] = await Promise.all([searchClientsAndMissions(db, query), db.execute<TaskSearchResult>(taskSearchQuery(query))]);
  return { clients: found.clients, tasks: taskRows.rows, missions: found.missions };
}
