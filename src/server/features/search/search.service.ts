import { sql, type SQL } from 'drizzle-orm';
import {
  escapeLike,
  normalizeSearchText,
  searchDigits,
  SEARCH_LIMIT,
  type ClientSearchResult,
  type SearchResults,
  type TaskSearchResult,
} from '../../../shared/search.ts';
import type { DbOrTx } from '../../db/client.ts';

const isoInstant = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Written exactly as the trigram indexes of migration 0004 are, so the planner matches them:
 * `f_unaccent(lower(col))`. The query is folded by the same functions, in SQL, so 'œ' or 'ß'
 * fold alike on both sides.
 */
const foldedColumn = (column: string) => sql.raw(`f_unaccent(lower(${column}))`);

type Terms = {
  /** The folded query. */
  folded: SQL;
  /** `%query%` and `query%` for LIKE, the user's % and _ taken literally. */
  contains: SQL;
  startsWith: SQL;
};

function termsOf(text: string): Terms {
  const escaped = escapeLike(text);
  return {
    folded: sql`f_unaccent(lower(${text}))`,
    contains: sql`'%' || f_unaccent(lower(${escaped})) || '%'`,
    startsWith: sql`f_unaccent(lower(${escaped})) || '%'`,
  };
}

/**
 * A name matches when it contains the query, or when the query is close to one of its words
 * (`<%`: word_similarity ≥ pg_trgm.word_similarity_threshold, 0.6) or to the whole name (`%`:
 * similarity ≥ 0.3). Each test can use the GIN trigram index, so the three make one BitmapOr.
 * 'societe genrale' → 'societe generale' scores 0.74; 'genrale' alone 0.55 by word and 0.32 whole.
 */
const fuzzyMatch = (column: SQL, terms: Terms) =>
  sql`(${column} LIKE ${terms.contains} OR ${terms.folded} <% ${column} OR ${terms.folded} % ${column})`;

/**
 * Ranking: an exact SIRET or numéro client first, then names starting with the query, then
 * SIRETs and numéros starting with it, then by closeness (word, then whole name), then by name.
 * The identifier branches are separate candidates (UNION) so that an OR across columns does not
 * turn the indexed name lookup into a scan.
 */
export function clientSearchQuery(query: string): SQL {
  const text = normalizeSearchText(query);
  const terms = termsOf(text);
  const digits = searchDigits(text);
  const name = foldedColumn('c.raison_sociale');
  const lowered = sql`lower(${text})`;
  const loweredPrefix = sql`lower(${escapeLike(text)}) || '%'`;
  const siretPrefix = digits === null ? null : `${escapeLike(digits)}%`;
  const siretBranch = siretPrefix === null ? sql`` : sql`UNION SELECT id FROM clients WHERE siret LIKE ${siretPrefix}`;
  const exactSiret = digits === null ? sql`false` : sql`c.siret = ${digits}`;
  const siretStarts = siretPrefix === null ? sql`false` : sql`c.siret LIKE ${siretPrefix}`;
  return sql`
    WITH candidates AS (
      SELECT c.id FROM clients c WHERE ${fuzzyMatch(name, terms)}
      UNION SELECT id FROM clients WHERE lower(numero_client) LIKE ${loweredPrefix}
      ${siretBranch}
    )
    SELECT c.id, c.raison_sociale AS "raisonSociale", c.siret, c.numero_client AS "numeroClient", c.ville, c.status
    FROM clients c
    JOIN candidates USING (id)
    ORDER BY
      (${exactSiret} OR lower(c.numero_client) = ${lowered}) IS TRUE DESC,
      (${name} LIKE ${terms.startsWith}) DESC,
      (${siretStarts} OR lower(c.numero_client) LIKE ${loweredPrefix}) IS TRUE DESC,
      word_similarity(${terms.folded}, ${name}) DESC,
      similarity(${terms.folded}, ${name}) DESC,
      c.raison_sociale, c.id
    LIMIT ${SEARCH_LIMIT}`;
}

/**
 * Tasks by title: titles starting with the query first, then the open tasks before the finished
 * ones (a finished 'TVA mars' is history, the open 'TVA avril' is the work), then by closeness,
 * then the nearest due date.
 */
export function taskSearchQuery(query: string): SQL {
  const terms = termsOf(normalizeSearchText(query));
  const title = foldedColumn('t.title');
  return sql`
    SELECT t.id, t.title, t.status, t.priority, ${isoInstant(sql`t.due_date`)} AS "dueDate",
      t.client_id AS "clientId", c.raison_sociale AS "clientName"
    FROM tasks t
    LEFT JOIN clients c ON c.id = t.client_id
    WHERE ${fuzzyMatch(title, terms)}
    ORDER BY
      (${title} LIKE ${terms.startsWith}) DESC,
      (t.status = 'termine'),
      word_similarity(${terms.folded}, ${title}) DESC,
      similarity(${terms.folded}, ${title}) DESC,
      t.due_date NULLS LAST, t.id
    LIMIT ${SEARCH_LIMIT}`;
}

export async function search({ db, query }: { db: DbOrTx; query: string }): Promise<SearchResults> {
  const [clientRows, taskRows] = await Promise.all([
    db.execute<ClientSearchResult>(clientSearchQuery(query)),
    db.execute<TaskSearchResult>(taskSearchQuery(query)),
  ]);
  return { clients: clientRows.rows, tasks: taskRows.rows };
}
