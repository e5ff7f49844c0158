import { Readable } from 'node:stream';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { documentCreatedSchema, documentParamsSchema } from '../../../shared/compliance/api.ts';
import { documentListSchema, type DocumentSummary } from '../../../shared/compliance/documents-api.ts';
import { DOCUMENT_KINDS, DOCUMENT_MESSAGES } from '../../../shared/compliance/documents.ts';
import type { Role } from '../../../shared/users.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import { documentsFolder } from '../../backup/document-store.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { attachmentDisposition } from '../../http/attachment.ts';
import { errorResponse, json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { addDocument, deleteDocument, describeDocument, listDocuments, openDocumentDownload, recordRefusedDownload } from './documents.service.ts';
import { readDocumentUpload } from './documents-upload.ts';

// A client's documents (issue 25). A stagiaire sees the statuses and dates of the Conformité page,
// never the documents: every route here answers them 403, and a download they try is journalled.

export const DOCUMENTS_TAGS = ['Conformité'];
/** Who may see, add and remove a client's documents. */
const DOCUMENT_ROLES: readonly Role[] = ['admin', 'collaborateur'];
const REFUSAL_REASONS = { stagiaire: 'Profil stagiaire', signedOut: 'Non connecté' } as const;

const forbiddenResponse = errorResponse(DOCUMENT_MESSAGES.forbidden);
const clientParams = z.object({ id: z.uuid({ error: 'Identifiant de client invalide' }) });

const uploadRoute = createRoute({
  method: 'post',
  path: '/{id}/documents',
  tags: DOCUMENTS_TAGS,
  summary: 'Joint un document au client (PDF, PNG ou JPEG, 10 Mo au plus, type lu dans le contenu)',
  description:
    'Formulaire multipart : le fichier dans `file`, son type de pièce dans `kind`. Un fichier vide, de plus de 10 Mo, dont le contenu n’est pas un PDF, un PNG ou un JPEG (un HTML ou un SVG renommé .pdf), dont l’extension ne correspond pas au contenu, ou dont le nom contient un chemin est refusé et rien n’est enregistré.',
  request: {
    params: clientParams,
    // A plain OpenAPI schema, not a zod one: the route reads the form itself (readDocumentUpload), within its own limit.
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', required: ['file', 'kind'], properties: { file: { type: 'string', format: 'binary' }, kind: { type: 'string', enum: [...DOCUMENT_KINDS] } } },
        },
      },
    },
  },
  responses: {
    201: json(documentCreatedSchema, 'Document enregistré'),
    400: errorResponse('Fichier absent, vide, d’un autre type, nom invalide ou type de pièce inconnu'),
    401: unauthenticatedResponse,
    403: forbiddenResponse,
    404: errorResponse('Client introuvable'),
    413: errorResponse('Fichier de plus de 10 Mo'),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/{id}/documents',
  tags: DOCUMENTS_TAGS,
  summary: 'Documents du client, le plus récent d’abord (un client supprimé garde les siens cinq ans)',
  request: { params: clientParams },
  responses: { 200: json(documentListSchema, 'Documents'), 400: errorResponse('Identifiant invalide'), 401: unauthenticatedResponse, 403: forbiddenResponse },
});

const downloadRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags: DOCUMENTS_TAGS,
  summary: 'Télécharge un document (toujours en pièce jointe) ; chaque téléchargement, et chaque refus, est inscrit au journal',
  request: { params: documentParamsSchema },
  responses: {
    200: {
      description: 'Le fichier tel qu’envoyé',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) }, 'image/png': { schema: z.string() }, 'image/jpeg': { schema: z.string() } },
    },
    400: errorResponse('Identifiant invalide'),
    401: unauthenticatedResponse,
    403: forbiddenResponse,
    404: errorResponse(DOCUMENT_MESSAGES.notFound),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: DOCUMENTS_TAGS,
  summary: 'Supprime un document (son fichier et sa ligne), inscrit au journal',
  request: { params: documentParamsSchema },
  responses: { 204: { description: 'Supprimé' }, 400: errorResponse('Identifiant invalide'), 401: unauthenticatedResponse, 403: forbiddenResponse, 404: errorResponse(DOCUMENT_MESSAGES.notFound) },
});

const documentsForbidden = () => new AppError('FORBIDDEN', DOCUMENT_MESSAGES.forbidden);

function allowedRole(role: Role) {
  if (!DOCUMENT_ROLES.includes(role)) throw documentsForbidden();
}

/** POST and GET /api/clients/{id}/documents. */
export function createClientDocumentsRoutes({ db, env }: { db: Db; env: Pick<Env, 'DATA_DIR'> }) {
  const folder = documentsFolder(env);
  const routes = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  routes.use('/:id/documents', async (c, next) => {
    allowedRole(actingRole(c.get('user')));
    return next();
  });
  return routes
    .openapi(uploadRoute, async (c) => {
      // The body is read here, not by the schema: the route's own limit (index.ts's BodyLimit 'own').
      const upload = await readDocumentUpload(c);
      return c.json(await addDocument({ db, folder, clientId: c.req.valid('param').id, upload, actor: actingUser(c) }), 201);
    })
    .openapi(listRoute, async (c) => c.json({ documents: await listDocuments({ db, clientId: c.req.valid('param').id }) }, 200));
}

const actingRole = (user: SessionEnv['Variables']['user']): Role => {
  if (!user) throw new AppError('UNAUTHENTICATED', 'Vous devez être connecté.');
  return user.role;
};

const downloadHeaders = (document: DocumentSummary) => ({
  'content-type': document.mediaType,
  'content-length': String(document.size),
  'content-disposition': attachmentDisposition(document.fileName),
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
});

/** GET and DELETE /api/documents/{id}. */
export function createDocumentRoutes({ db, env }: { db: Db; env: Pick<Env, 'DATA_DIR'> }) {
  const folder = documentsFolder(env);
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(downloadRoute, async (c) => {
      const { id } = c.req.valid('param');
      const actor = actingUser(c);
      if (!DOCUMENT_ROLES.includes(actingRole(c.get('user')))) {
        await recordRefusedDownload({ db, id, actor, reason: REFUSAL_REASONS.stagiaire });
        throw documentsForbidden();
      }
      // Hono answers HEAD with the GET route: the same headers, but no file sent, so no download journalled.
      if (c.req.method === 'HEAD') return c.body(null, 200, downloadHeaders(await describeDocument({ db, id }))) as never;
      const { document, stream } = await openDocumentDownload({ db, folder, id, actor });
      return c.body(Readable.toWeb(stream) as ReadableStream, 200, downloadHeaders(document)) as never;
    })
    .openapi(deleteRoute, async (c) => {
      allowedRole(actingRole(c.get('user')));
      await deleteDocument({ db, folder, id: c.req.valid('param').id, actor: actingUser(c) });
      return c.body(null, 204);
    });
}

/**
 * Mounted among the public routes, before the session check: it lets the request through, then
 * journals a download the session check refused (401), so a signed-out attempt on a document
 * leaves a line (no author) like a stagiaire's does.
 */
export function createSignedOutDownloadWatch({ db }: { db: Db }) {
  const watch = new Hono();
  watch.use('/:id', async (c, next) => {
    // Read before next(): afterwards the request's params are those of the last handler run.
    const id = c.req.param('id');
    await next();
    if (c.req.method === 'GET' && c.res.status === 401 && documentParamsSchema.safeParse({ id }).success) {
      await recordRefusedDownload({ db, id, actor: null, reason: REFUSAL_REASONS.signedOut });
    }
  });
  return watch;
}
