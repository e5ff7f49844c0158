import { z } from '@hono/zod-openapi';

const clientId = z.uuid({ error: 'Identifiant de client invalide' }).openapi({ param: { name: 'id', in: 'path' } });
const userId = z.uuid({ error: "Identifiant d'utilisateur invalide" }).openapi({ param: { name: 'userId', in: 'path' } });

export const clientParamsSchema = z.object({ id: clientId });
export const collaboratorParamsSchema = z.object({ id: clientId, userId });
