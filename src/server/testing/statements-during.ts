import type pg from 'pg';
import { vi } from 'vitest';

/**
 * The SQL texts the pool runs while `run` goes: what a test counts to tell a list read whole
 * from one read for a few clients, without timing anything.
 */
export async function statementsDuring<T>(pool: pg.Pool, run: () => Promise<T>): Promise<{ result: T; texts: string[] }> {
  type Query = typeof pool.query;
  const texts: string[] = [];
  const query = pool.query.bind(pool) as Query;
  const spy = vi.spyOn(pool, 'query').mockImplementation(((...args: Parameters<Query>) => {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : (first as { text: string }).text);
    return query(...args);
  }) as Query);
  try {
    return { result: await run(), texts };
  } finally {
    spy.mockRestore();
  }
}
