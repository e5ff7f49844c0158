import { z } from '@hono/zod-openapi';

const obligationId = z.uuid({ error: "Identifiant d'échéance invalide" }).openapi({ param: { name: 'id', in: 'path' } });

export const obligationParamsSchema = z.object({ id: obligationId });
