import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { clientPortfolioQuerySchema, clientPortfolioSchema } from '../../../shared/clients.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clientCollaborators } from '../../db/schema/index.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { errorResponse, json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';

const portfolioRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Clients'],
  summary: 'Les identifiants des clients affectés à un collaborateur (filtres « Mes clients » et « Collaborateur » des listes)',
  request: { query: clientPortfolioQuerySchema },
  responses: {
    200: json(clientPortfolioSchema, 'Clients du portefeuille'),
    400: errorResponse('Identifiant de collaborateur invalide'),
    401: unauthenticatedResponse,
  },
});

/** The collaborator's clients, whatever their status: the lists keep their own status rules. */
export async function listPortfolioClientIds({ db, collaboratorId }: { db: DbOrTx; collaboratorId: string }): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(
    sql`SELECT ${clientCollaborators.clientId} AS id FROM ${clientCollaborators}
      WHERE ${clientCollaborators.collaboratorId} = ${collaboratorId} ORDER BY ${clientCollaborators.clientId}`,
  );
  return rows.map((row) => row.id);
}

export function createClientPortfolioRoutes({ db }: { db: Db }) {
  return withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
    // An assignment is journalled as client_collaborator; a deleted client or user takes its
    // assignments with it (foreign key cascade), journalled as that client's or user's deletion.
    '/': { list: 'client-portfolio', reads: ['client_collaborator', 'client', 'user'] },
  }).openapi(portfolioRoute, async (c) =>
    c.json({ clientIds: await listPortfolioClientIds({ db, collaboratorId: c.req.valid('query').collaborator }) }, 200),
  );
}
