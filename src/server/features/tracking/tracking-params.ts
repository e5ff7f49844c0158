import { z } from '@hono/zod-openapi';
import { TRACKING_KINDS, trackingYearSchema } from '../../../shared/tracking.ts';

const kind = z
  .enum(TRACKING_KINDS, { error: 'Type de suivi inconnu' })
  .openapi({ param: { name: 'kind', in: 'path' }, example: '3en1' });
const clientId = z
  .uuid({ error: 'Identifiant de client invalide' })
  .openapi({ param: { name: 'clientId', in: 'path' } });

export const kindParamsSchema = z.object({ kind });
// The shared year rule (an integer from 2000 to 2100, read from the path's text) as it is; the
// object's key names the parameter in the API description.
export const yearParamsSchema = z.object({ kind, year: trackingYearSchema });
export const cellParamsSchema = z.object({ kind, clientId, year: trackingYearSchema });
