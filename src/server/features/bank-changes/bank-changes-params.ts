import { z } from '@hono/zod-openapi';

const id = z.uuid({ error: 'Identifiant de changement invalide' }).openapi({ param: { name: 'id', in: 'path' } });

export const bankChangeParamsSchema = z.object({ id });
