import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { json } from '../../http/openapi-responses.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'unreachable']) });

const route = createRoute({
  method: 'get',
  path: '/',
  tags: ['Supervision'],
  summary: 'État du serveur et de la base de données',
  responses: {
    200: json(healthSchema, 'Tout va bien'),
    503: json(healthSchema, 'Base injoignable'),
  },
});

export function createHealthRoutes({ db }: { db: Db }) {
  return new OpenAPIHono().openapi(route, async (c) => {
    const reachable = await db.execute(sql`SELECT 1`).then(
      () => true,
      () => false,
    );
    return reachable
      ? c.json({ status: 'ok' as const, database: 'ok' as const }, 200)
      : c.json({ status: 'degraded' as const, database: 'unreachable' as const }, 503);
  });
}
