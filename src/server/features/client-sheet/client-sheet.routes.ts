import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Journal } from '../../../shared/activity.ts';
import {
  clientHistoryEntrySchema,
  clientHistoryPageSchema,
  clientSheetSchema,
  historyQuerySchema,
  noteCreateSchema,
  noteListSchema,
  noteSchema,
} from '../../../shared/client-sheet.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import type { ClientSheetSection } from '../../feature.ts';
import { json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { clientMissing, invalid, tags } from './client-sheet-openapi.ts';
import { clientParamsSchema } from './client-sheet-params.ts';
import { getClientSheet } from './client-sheet.service.ts';
import { listClientHistory } from './client-history.service.ts';
import { assertClientExists } from './client-exists.ts';
import { createNote, listNotes } from './notes.service.ts';

const sheetRoute = createRoute({
  method: 'get',
  path: '/{id}/sheet',
  tags,
  summary: 'La fiche : champs, collaborateurs, logiciel, habilitations, suivis annuels, tâches et notes',
  request: { params: clientParamsSchema },
  responses: { 200: json(clientSheetSchema, 'Fiche'), 400: invalid, 401: unauthenticatedResponse, 404: clientMissing },
});

/** The history's route, its entries documented with the entity codes the features registered. */
function historyRoute(journal: Journal) {
  const entry = clientHistoryEntrySchema.extend({ entity: journal.schemas.entry.shape.entity });
  return createRoute({
    method: 'get',
    path: '/{id}/history',
    tags,
    summary: "Historique du client, le plus récent d'abord, par pages (before = dernier id déjà lu)",
    request: { params: clientParamsSchema, query: historyQuerySchema },
    responses: {
      200: json(clientHistoryPageSchema.extend({ entries: z.array(entry) }), 'Une page'),
      400: invalid,
      401: unauthenticatedResponse,
      404: clientMissing,
    },
  });
}

const listNotesRoute = createRoute({
  method: 'get',
  path: '/{id}/notes',
  tags,
  summary: "Notes du client, la plus récente d'abord",
  request: { params: clientParamsSchema },
  responses: { 200: json(noteListSchema, 'Notes'), 400: invalid, 401: unauthenticatedResponse, 404: clientMissing },
});

const createNoteRoute = createRoute({
  method: 'post',
  path: '/{id}/notes',
  tags,
  summary: 'Ajoute une note datée (texte nettoyé, 5 000 caractères au plus), inscrite au journal',
  request: { params: clientParamsSchema, body: jsonBody(noteCreateSchema) },
  responses: { 201: json(noteSchema, 'Note ajoutée'), 400: invalid, 401: unauthenticatedResponse, 404: clientMissing },
});

/** Mounted under /clients beside the Clients routes: every path here has its own suffix. */
export function createClientSheetRoutes({ db, sections, journal }: { db: Db; sections: readonly ClientSheetSection[]; journal: Journal }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(sheetRoute, async (c) => c.json(await getClientSheet({ db, id: c.req.valid('param').id, sections }), 200))
    .openapi(historyRoute(journal), async (c) => {
      const page = await listClientHistory({ db, clientId: c.req.valid('param').id, before: c.req.valid('query').before });
      return c.json(page, 200);
    })
    .openapi(listNotesRoute, async (c) => {
      const clientId = c.req.valid('param').id;
      await assertClientExists({ db, clientId });
      return c.json({ notes: await listNotes({ db, clientId }) }, 200);
    })
    .openapi(createNoteRoute, async (c) => {
      const note = await createNote({ db, clientId: c.req.valid('param').id, body: c.req.valid('json').body, actor: actingUser(c) });
      return c.json(note, 201);
    });
}
