import { z } from '@hono/zod-openapi';

const taskId = z.uuid({ error: 'Identifiant de tâche invalide' }).openapi({ param: { name: 'id', in: 'path' } });

export const taskParamsSchema = z.object({ id: taskId });
