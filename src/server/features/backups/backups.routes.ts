import { Readable } from 'node:stream';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { BACKUP_MESSAGES, backupFileNameSchema, backupOverviewSchema, backupSettingsSchema, backupStartedSchema } from '../../../shared/backups.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { requireUser, type SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { adminOnlyResponse, errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { signalBackupRequested } from './backup-job.ts';
import { getBackupSettings, updateBackupSettings } from './backup-settings.ts';
import { getBackupOverview, openBackupDownload, requestBackup } from './backups.service.ts';

const tags = ['Sauvegardes'];
const refusals = { 401: unauthenticatedResponse, 403: adminOnlyResponse };

const overviewRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Sauvegardes : la dernière, la prochaine, le dossier, les réglages et la liste, la plus récente d’abord (administrateurs)',
  responses: { 200: json(backupOverviewSchema, 'Sauvegardes'), ...refusals },
});

const startRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Sauvegarder maintenant : la sauvegarde est prise puis vérifiée en arrière-plan (administrateurs)',
  responses: {
    202: json(backupStartedSchema, 'Sauvegarde demandée'),
    409: errorResponse('Une sauvegarde est déjà en cours'),
    ...refusals,
  },
});

const settingsRoute = createRoute({
  method: 'put',
  path: '/settings',
  tags,
  summary: 'Heure de la sauvegarde de la nuit (heure de Paris) et nombre de sauvegardes gardées (administrateurs)',
  request: { body: jsonBody(backupSettingsSchema) },
  responses: { 200: json(backupSettingsSchema, 'Réglages enregistrés'), 400: errorResponse('Réglage invalide ; rien n’est enregistré'), ...refusals },
});

const getSettingsRoute = createRoute({
  method: 'get',
  path: '/settings',
  tags,
  summary: 'Réglages des sauvegardes (administrateurs)',
  responses: { 200: json(backupSettingsSchema, 'Réglages'), ...refusals },
});

const downloadRoute = createRoute({
  method: 'get',
  path: '/files/{fileName}',
  tags,
  summary: 'Télécharge une sauvegarde du dossier ; chaque téléchargement est inscrit au journal (administrateurs)',
  request: { params: z.object({ fileName: backupFileNameSchema }) },
  responses: {
    200: { description: 'La sauvegarde (JSON lines compressé gzip)', content: { 'application/gzip': { schema: z.string() } } },
    400: errorResponse('Nom de fichier invalide'),
    404: errorResponse('Sauvegarde introuvable sur ce serveur'),
    ...refusals,
  },
});

/** /api/system/backups: Paramètres › Système's backups, for admins only. */
export function createBackupsRoutes({ db, env }: { db: Db; env: Env }) {
  const routes = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  routes.use('*', requireUser(['admin']));
  return routes
    .openapi(overviewRoute, async (c) => c.json(await getBackupOverview({ db, env }), 200))
    .openapi(startRoute, async (c) => {
      const { fileName } = await requestBackup({ db, actor: actingUser(c) });
      signalBackupRequested();
      return c.json({ fileName, message: BACKUP_MESSAGES.started }, 202);
    })
    .openapi(getSettingsRoute, async (c) => c.json(await getBackupSettings({ db }), 200))
    .openapi(settingsRoute, async (c) => c.json(await updateBackupSettings({ db, settings: c.req.valid('json'), actor: actingUser(c) }), 200))
    .openapi(downloadRoute, async (c) => {
      const { fileName } = c.req.valid('param');
      const { stream, bytes } = await openBackupDownload({ db, env, actor: actingUser(c), fileName });
      return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
        'content-type': 'application/gzip',
        'content-length': String(bytes),
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'private, no-store',
      });
    });
}
