import { z } from '@hono/zod-openapi';

const clientId = z.uuid({ error: 'Identifiant de client invalide' }).openapi({ param: { name: 'id', in: 'path' } });
const noteId = z.uuid({ error: 'Identifiant de note invalide' }).openapi({ param: { name: 'id', in: 'path' } });

export const clientParamsSchema = z.object({ id: clientId });
export const noteParamsSchema = z.object({ id: noteId });
