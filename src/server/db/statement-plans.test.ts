import { sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import { statementNames } from './statement-plans.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The statements this connection has prepared, as PostgreSQL lists them. */
async function preparedOn(connection: PoolClient): Promise<string[]> {
  const { rows } = await connection.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time');
  return rows.map((row) => row.statement);
}

describe('statement plans kept per connection', () => {
  it('prepares a repeated parameterised statement once on a connection and answers it as before', async () => {
    const connection = await database.pool.connect();
    try {
      const text = 'select $1::int + 1 as next /* statement-plans test */';
      const answers: number[] = [];
      for (const value of [1, 2, 3, 4, 5, 6, 7]) {
        answers.push((await connection.query<{ next: number }>(text, [value])).rows[0]?.next ?? Number.NaN);
      }
      expect(answers).toEqual([2, 3, 4, 5, 6, 7, 8]);
      // The first call goes unnamed (a one-off text is never kept); from the second, one statement.
      expect((await preparedOn(connection)).filter((statement) => statement.includes('statement-plans test'))).toEqual([text]);
    } finally {
      connection.release();
    }
  });

  it('leaves statements without parameters unprepared (they go as simple queries)', async () => {
    const connection = await database.pool.connect();
    try {
      for (let i = 0; i < 3; i++) await connection.query('select 1 as one /* unparameterised */');
      expect((await preparedOn(connection)).some((statement) => statement.includes('unparameterised'))).toBe(false);
    } finally {
      connection.release();
    }
  });

  it('plans a statement sized by its values for them at every call: array parameters, LIMIT or OFFSET as a parameter', async () => {
    const connection = await database.pool.connect();
    try {
      for (let i = 1; i <= 3; i++) {
        await connection.query('select count(*) from unnest($1::int[]) /* array parameter */', [Array.from({ length: i * 1000 }, (_, n) => n)]);
        await connection.query('select n from generate_series(1, 100) as n order by n limit $1 /* limit parameter */', [i]);
        await connection.query('select n from generate_series(1, 100) as n order by n offset $1 /* offset parameter */', [i]);
      }
      expect((await preparedOn(connection)).filter((statement) => statement.includes('parameter */'))).toEqual([]);
    } finally {
      connection.release();
    }
  });

  it('serves Drizzle queries inside a transaction, rolled back like any other', async () => {
    const read = () => database.db.execute<{ n: string }>(sql`select count(*)::text as n from clients where raison_sociale = ${'Plans Préparés SARL'}`);
    const before = Number((await read()).rows[0]?.n);
    await expect(
      database.db.transaction(async (tx) => {
        for (let i = 0; i < 3; i++) {
          await tx.execute(sql`insert into clients (raison_sociale) values (${'Plans Préparés SARL'})`);
        }
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    expect(Number((await read()).rows[0]?.n)).toBe(before);
  });
});

describe('statement names', () => {
  it('names a text from its second call, the same name on every connection', () => {
    const names = statementNames({ texts: 10, perConnection: 10 });
    const first = new Set<string>();
    const second = new Set<string>();
    expect(names.nameFor('select $1', first)).toBeUndefined();
    const name = names.nameFor('select $1', first);
    expect(name).toBeDefined();
    expect(names.nameFor('select $1', second)).toBe(name);
    expect(names.nameFor('select $2', first)).toBeUndefined();
    expect(names.nameFor('select $2', first)).not.toBe(name);
  });

  it('stops naming past its limits, per process and per connection', () => {
    const names = statementNames({ texts: 3, perConnection: 2 });
    const connection = new Set<string>();
    const twice = (text: string, prepared: Set<string>) => (names.nameFor(text, prepared), names.nameFor(text, prepared));
    expect(twice('a', connection)).toBeDefined();
    expect(twice('b', connection)).toBeDefined();
    // The connection holds two: a third text goes unnamed there, but is named for another connection.
    expect(twice('c', connection)).toBeUndefined();
    expect(names.nameFor('c', new Set())).toBeDefined();
    // The process has named three texts: a fourth is never named.
    expect(twice('d', new Set())).toBeUndefined();
    // Texts already named stay usable where they are prepared.
    expect(names.nameFor('a', connection)).toBeDefined();
  });
});
