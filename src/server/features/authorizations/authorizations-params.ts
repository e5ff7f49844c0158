import { z } from '@hono/zod-openapi';
import { AUTHORIZATION_KINDS } from '../../../shared/authorizations.ts';

const kind = z
  .enum(AUTHORIZATION_KINDS, { error: "Type d'habilitation inconnu" })
  .openapi({ param: { name: 'kind', in: 'path' }, example: 'urssaf' });
const clientId = z
  .uuid({ error: 'Identifiant de client invalide' })
  .openapi({ param: { name: 'clientId', in: 'path' } });

export const kindParamsSchema = z.object({ kind });
export const cellParamsSchema = z.object({ kind, clientId });
