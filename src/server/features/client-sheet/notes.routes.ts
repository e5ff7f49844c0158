import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { notAuthenticated } from '../../errors.ts';
import { unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { invalid, notAuthor, noteMissing, tags } from './client-sheet-openapi.ts';
import { noteParamsSchema } from './client-sheet-params.ts';
import { deleteNote } from './notes.service.ts';

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: "Supprime une note (son auteur ou un administrateur) ; le journal en garde le texte",
  request: { params: noteParamsSchema },
  responses: { 204: { description: 'Note supprimée' }, 400: invalid, 401: unauthenticatedResponse, 403: notAuthor, 404: noteMissing },
});

export function createNotesRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }).openapi(deleteRoute, async (c) => {
    const user = c.get('user');
    if (!user) throw notAuthenticated();
    await deleteNote({ db, id: c.req.valid('param').id, user });
    return c.body(null, 204);
  });
}
