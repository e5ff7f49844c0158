import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('planner settings', () => {
  it('prices an index probe for data in memory on every connection of the pool', async () => {
    const connections = await Promise.all([database.pool.connect(), database.pool.connect()]);
    try {
      const settings = await Promise.all(connections.map((connection) => connection.query<{ random_page_cost: string }>('SHOW random_page_cost')));
      expect(settings.map((result) => result.rows[0]?.random_page_cost)).toEqual(['1.1', '1.1']);
    } finally {
      for (const connection of connections) connection.release();
    }
  });
});
