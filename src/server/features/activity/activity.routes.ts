import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ACTIVITY_CSV_HEADERS, type Journal } from '../../../shared/activity.ts';
import { toExcelCsv } from '../../../shared/csv-export.ts';
import { parisIsoDay } from '../../../shared/paris-time.ts';
import { requireUser, type SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { adminOnlyResponse, errorResponse, json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { listActivity, listActivityForExport } from './activity.service.ts';

const tags = ['Journal'];
const refusals = {
  400: errorResponse('Filtre invalide'),
  401: unauthenticatedResponse,
  403: adminOnlyResponse,
};

/** The journal's routes, their filters and entries checked against the entity codes the features registered. */
function journalRoutes(journal: Journal) {
  const { query, filters, page } = journal.schemas;
  const list = createRoute({
    method: 'get',
    path: '/',
    tags,
    summary: 'Le journal des modifications, le plus récent d’abord, par pages (administrateurs)',
    description: 'Filtres : utilisateur, élément, client, période (du/au, jours entiers à l’heure de Paris). `before` : l’id de la dernière entrée déjà affichée.',
    request: { query },
    responses: { 200: json(page, 'Une page du journal'), ...refusals },
  });
  const csv = createRoute({
    method: 'get',
    path: '/export.csv',
    tags,
    summary: 'Le journal filtré en CSV pour Excel (UTF-8 avec BOM, `;`), le plus récent d’abord (administrateurs)',
    request: { query: filters },
    responses: { 200: { description: 'Fichier CSV', content: { 'text/csv': { schema: z.string() } } }, ...refusals },
  });
  return { list, csv };
}

export function createActivityRoutes({ db, journal }: { db: Db; journal: Journal }) {
  const { list: listRoute, csv: exportRoute } = journalRoutes(journal);
  const routes = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  routes.use('*', requireUser(['admin']));
  return routes
    .openapi(listRoute, async (c) => {
      const { before, limit, ...filters } = c.req.valid('query');
      return c.json(await listActivity({ db, filters, before, pageSize: limit }), 200);
    })
    .openapi(exportRoute, async (c) => {
      const entries = await listActivityForExport({ db, filters: c.req.valid('query') });
      const csv = toExcelCsv(ACTIVITY_CSV_HEADERS, entries.map(journal.csvRow));
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="journal-${parisIsoDay(new Date())}.csv"`,
        'cache-control': 'private, no-store',
      });
    });
}
