import type pg from 'pg';

/**
 * Each connection of the pool parses a repeated statement once and keeps it (a named prepared
 * statement) instead of parsing and planning it again on every call: the application sends the
 * same few hundred statement texts over and over, and for many parsing and planning cost
 * PostgreSQL more than running them (the session check of every request: 0.55 ms to parse and
 * plan, 0.08 ms to run; in the load test's mix, parsing was 530 ms of 5.7 s). PostgreSQL still
 * plans a prepared statement for its values for the first five runs and keeps a generic plan only
 * when it costs no more than those (plan_cache_mode auto), so a value-sensitive query keeps its
 * custom plans.
 *
 * Only statements whose plan cannot hinge on a size the generic plan does not know: not those with
 * an array parameter (a batch of 5 rows or of 5,000: the startup's deadlines pass, prepared with
 * its arrays, took a generic plan fit for a few rows and ran for over a minute instead of 8 s) nor
 * those with a LIMIT or OFFSET given as a parameter (a generic plan assumes a tenth of the rows).
 * These are planned for their values at every call, as before.
 *
 * Bounded, since a connection keeps what it prepared until it closes: a text is named the second
 * time the process sends it (one-off texts, such as an import's, never are), the process names at
 * most MAX_NAMED_TEXTS texts and a connection prepares at most MAX_PREPARED_PER_CONNECTION; past
 * either, statements go unnamed as before.
 */
export const MAX_NAMED_TEXTS = 2_000;
export const MAX_PREPARED_PER_CONNECTION = 300;
/** Texts seen once, waiting for a second call; cleared when full (they are only candidates). */
const MAX_CANDIDATES = 5_000;

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

export type StatementNames = {
  /** The name to prepare `text` under on a connection that has prepared `prepared` so far, or undefined. */
  nameFor: (text: string, prepared: Set<string>) => string | undefined;
};

export function statementNames(limits = { texts: MAX_NAMED_TEXTS, perConnection: MAX_PREPARED_PER_CONNECTION }): StatementNames {
  const names = new Map<string, string>();
  const candidates = new Set<string>();
  return {
    nameFor(text, prepared) {
      let name = names.get(text);
      if (name === undefined) {
        if (!candidates.has(text)) {
          if (candidates.size >= MAX_CANDIDATES) candidates.clear();
          candidates.add(text);
          return undefined;
        }
        if (names.size >= limits.texts) return undefined;
        candidates.delete(text);
        name = `cabinet_${names.size + 1}`;
        names.set(text, name);
      }
      if (!prepared.has(name)) {
        if (prepared.size >= limits.perConnection) return undefined;
        prepared.add(name);
      }
      return name;
    },
  };
}

const LIMIT_PARAMETER = /\b(?:limit|offset)\s+\$\d/i;

/** Whether the statement's row counts hang on its values (see above): planned for them each time. */
function sizedByParameters(text: string, parameters: unknown[]): boolean {
  return parameters.some((value) => Array.isArray(value)) || LIMIT_PARAMETER.test(text);
}

/**
 * The statement as a config object when it may be named: parameterised (without parameters
 * node-postgres sends a simple query, never prepared), not sized by its values, neither a
 * submittable (cursor, stream) nor named by its caller; null otherwise. Given as text, it becomes
 * `{ text }` (its values stay the call's second argument).
 */
function nameable(config: unknown, values: unknown): { text: string } | null {
  const statement = typeof config === 'string' ? { text: config } : config;
  if (typeof statement !== 'object' || statement === null || 'submit' in statement || ('name' in statement && statement.name)) return null;
  if (!('text' in statement) || typeof statement.text !== 'string') return null;
  const parameters = Array.isArray(values) ? values : 'values' in statement ? statement.values : undefined;
  if (!Array.isArray(parameters) || parameters.length === 0 || sizedByParameters(statement.text, parameters)) return null;
  return { ...statement, text: statement.text };
}

/** Names the statements of every connection the pool opens (see above). */
export function reuseStatementPlans(pool: pg.Pool, names: StatementNames = statementNames()): void {
  pool.on('connect', (client) => {
    const prepared = new Set<string>();
    const query = client.query.bind(client) as Query;
    const named: Query = (config, values, callback) => {
      const statement = nameable(config, values);
      const name = statement ? names.nameFor(statement.text, prepared) : undefined;
      // `statement` is nameable's own copy: the caller's config is left as it was.
      return query(statement && name ? Object.assign(statement, { name }) : config, values, callback);
    };
    Object.assign(client, { query: named });
  });
}
