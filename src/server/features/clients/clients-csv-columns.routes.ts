import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { clientCsvColumnsSchema, type ClientCsvColumnsAnswer } from '../../../shared/clients-import.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import type { ClientCsvColumns } from '../../feature.ts';
import { json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';

const columnsRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Clients'],
  summary: 'Colonnes de l’export CSV des clients tenues par d’autres fonctionnalités (vigilance, lettre_mission_statut) et leurs valeurs par client',
  description: 'Les valeurs sont des codes, que l’import CSV relit tels quels.',
  responses: { 200: json(clientCsvColumnsSchema, 'Colonnes et valeurs'), 401: unauthenticatedResponse },
});

/** Each client's cells of the other features' columns (ClientCsvColumns.read), in their headers' order. */
export async function readClientCsvColumns({ db, featureColumns }: { db: Db; featureColumns: readonly ClientCsvColumns[] }): Promise<ClientCsvColumnsAnswer> {
  const headers = featureColumns.flatMap((feature) => feature.columns.map((column) => column.header));
  const values: ClientCsvColumnsAnswer['values'] = {};
  for (const [index, feature] of featureColumns.entries()) {
    const before = featureColumns.slice(0, index).reduce((sum, other) => sum + other.columns.length, 0);
    for (const [clientId, cells] of await feature.read({ db })) {
      const row = (values[clientId] ??= headers.map(() => null));
      feature.columns.forEach((column, offset) => (row[before + offset] = cells[column.header] ?? null));
    }
  }
  return { headers, values };
}

/** GET /api/clients/csv-columns: what the browser adds to the clients' export (web/features/clients/lib/export-rows.ts). */
export function createClientCsvColumnsRoutes({ db, featureColumns }: { db: Db; featureColumns: readonly ClientCsvColumns[] }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }).openapi(columnsRoute, async (c) => c.json(await readClientCsvColumns({ db, featureColumns }), 200));
}
