import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import {
  CSV_FILE_NAME_HEADER,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MESSAGES,
  importEventSchema,
  importPreviewSchema,
  importQuerySchema,
  type ImportEvent,
} from '../../../shared/clients-import.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import type { ClientCsvColumns, ClientFollower } from '../../feature.ts';
import { AppError, notAuthenticated } from '../../errors.ts';
import { readLimitedBody } from '../../http/body-limit.ts';
import { errorResponse, json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import type { Logger } from '../../logger.ts';
import { importClients, previewClientsImport, readImportableFile } from './clients-import.service.ts';

const tags = ['Clients'];
const fileBody = {
  required: true,
  description: 'Le fichier CSV tel quel (UTF-8 avec ou sans BOM, ou Windows-1252 ; `;` ou `,`), 10 Mo au maximum',
  content: {
    'text/csv': { schema: z.string() },
    'application/octet-stream': { schema: z.string() },
  },
};
const fileHeaders = z.object({
  [CSV_FILE_NAME_HEADER.toLowerCase()]: z.string().optional().openapi({ description: 'Nom du fichier, encodé (encodeURIComponent) ; doit finir par .csv' }),
});
const refusals = {
  400: errorResponse('Pas un .csv, fichier vide ou colonnes obligatoires manquantes'),
  401: unauthenticatedResponse,
  413: errorResponse('Fichier de plus de 10 Mo'),
};

const previewRoute = createRoute({
  method: 'post',
  path: '/preview',
  tags,
  summary: 'Lit un fichier CSV de clients sans rien écrire : encodage, séparateur, colonnes reconnues, 3 premières lignes',
  request: { headers: fileHeaders, body: fileBody },
  responses: {
    200: json(importPreviewSchema, 'Aperçu'),
    ...refusals,
  },
});

const importRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Importe un fichier CSV de clients en une transaction ; répond en NDJSON (progression, puis résultat ou erreur)',
  request: { headers: fileHeaders, query: importQuerySchema, body: fileBody },
  responses: {
    200: { description: 'Lignes JSON : {type:"progress"}…, puis {type:"result"} ou {type:"error"}', content: { 'application/x-ndjson': { schema: importEventSchema } } },
    ...refusals,
  },
});

/** SPEC §5: the name must end in .csv. Sent URI-encoded, since a header cannot carry 'é'. */
function checkFileName(c: Context) {
  const raw = c.req.header(CSV_FILE_NAME_HEADER) ?? '';
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // Not encoded after all: judge the name as sent.
  }
  if (!/\.csv$/i.test(name.trim())) throw new AppError('BAD_REQUEST', CSV_IMPORT_MESSAGES.notCsv);
}

async function readFile(c: Context) {
  checkFileName(c);
  if (/^multipart\//i.test(c.req.header('content-type') ?? '')) {
    throw new AppError('BAD_REQUEST', 'Envoyez le fichier tel quel dans le corps de la requête (pas en multipart).');
  }
  return readLimitedBody(c, { maxBytes: CSV_IMPORT_MAX_BYTES, message: CSV_IMPORT_MESSAGES.tooLarge });
}

/** `logger` hears why an import failed (the user only sees SPEC's message); `featureColumns`: the columns other features add. */
export function createClientsImportRoutes({
  db,
  logger,
  followers,
  featureColumns,
}: {
  db: Db;
  logger?: Logger;
  followers: readonly ClientFollower[];
  featureColumns: readonly ClientCsvColumns[];
}) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(previewRoute, async (c) => c.json(previewClientsImport({ bytes: await readFile(c), featureColumns }), 200))
    .openapi(importRoute, async (c) => {
      const user = c.get('user');
      if (!user) throw notAuthenticated();
      // Everything that refuses the file as a whole answers 400/413 before the stream starts.
      const file = readImportableFile({ bytes: await readFile(c), featureColumns });
      const update = c.req.valid('query').update === 'true';
      c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
      // Progress lines must reach the browser as they come: no buffering proxy, no compression.
      c.header('Cache-Control', 'no-store, no-transform');
      c.header('X-Accel-Buffering', 'no');
      const response = stream(c, async (out) => {
        const send = (event: ImportEvent) => out.write(`${JSON.stringify(event)}\n`);
        try {
          const result = await importClients({
            db,
            file,
            update,
            actor: { id: user.id, fullName: user.fullName },
            followers,
            featureColumns,
            onProgress: async (done, total) => void (await send({ type: 'progress', done, total })),
            logger,
          });
          await send({ type: 'result', ...result });
        } catch (error) {
          // The transaction rolled back: nothing of the file is in the database.
          logger?.error({ err: error, rows: file.records.length }, 'échec de l’import CSV des clients');
          await send({ type: 'error', message: CSV_IMPORT_MESSAGES.failed });
        }
      });
      // zod-openapi types 'application/x-ndjson' as JSON (its pattern matches …json) and so
      // refuses a streamed Response; the stream is the documented answer.
      return response as never;
    });
}
