import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/server/db/client.ts';

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** The scan nodes PostgreSQL chose for `query`, e.g. 'Index Scan (tasks_due_date_idx), Seq Scan (clients)'. */
export async function planOf(database: Database, query: SQL): Promise<string> {
  const { sql: text, params } = new PgDialect().sqlToQuery(sql`EXPLAIN (FORMAT JSON) ${query}`);
  const { rows } = await database.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>({ text, values: params });
  const scans: string[] = [];
  const walk = (node: PlanNode) => {
    if (/Scan/.test(node['Node Type'])) scans.push(`${node['Node Type']} (${node['Index Name'] ?? node['Relation Name'] ?? '?'})`);
    node.Plans?.forEach(walk);
  };
  const root = rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (root) walk(root);
  return [...new Set(scans)].join(', ');
}
