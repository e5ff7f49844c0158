import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { taskInputSchema, taskRowSchema, taskStatusChangeSchema, taskStatusPatchSchema, taskUpdateResultSchema } from '../../../shared/tasks.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { createTask } from './tasks-create.service.ts';
import { deleteTask } from './tasks-delete.service.ts';
import { invalid, missing, tags } from './tasks-openapi.ts';
import { taskParamsSchema } from './tasks-params.ts';
import { changeTaskStatus, stopRecurrence } from './tasks-status.service.ts';
import { updateTask } from './tasks-update.service.ts';

const createTaskRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Crée une tâche ; son assigné (si ce n’est pas moi) reçoit une notification et un email',
  request: { body: jsonBody(taskInputSchema) },
  responses: { 201: json(taskRowSchema, 'Tâche créée'), 400: invalid, 401: unauthenticatedResponse },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/{id}',
  tags,
  summary: 'Modifie tous les champs d’une tâche ; un nouvel assigné est notifié ; une tâche récurrente terminée crée son occurrence suivante (next)',
  request: { params: taskParamsSchema, body: jsonBody(taskInputSchema) },
  responses: { 200: json(taskUpdateResultSchema, 'Tâche modifiée'), 400: invalid, 401: unauthenticatedResponse, 404: missing },
});

const statusRoute = createRoute({
  method: 'patch',
  path: '/{id}/status',
  tags,
  summary: 'Change le statut ; une tâche récurrente terminée crée son occurrence suivante (next)',
  request: { params: taskParamsSchema, body: jsonBody(taskStatusPatchSchema) },
  responses: { 200: json(taskStatusChangeSchema, 'Statut changé'), 400: invalid, 401: unauthenticatedResponse, 404: missing },
});

const stopRoute = createRoute({
  method: 'post',
  path: '/{id}/stop-recurrence',
  tags,
  summary: 'Arrête la récurrence : plus d’occurrence suivante ni de répétition au calendrier',
  request: { params: taskParamsSchema },
  responses: { 200: json(taskRowSchema, 'Récurrence arrêtée'), 400: invalid, 401: unauthenticatedResponse, 404: missing },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Supprime une tâche',
  request: { params: taskParamsSchema },
  responses: { 204: { description: 'Tâche supprimée' }, 400: invalid, 401: unauthenticatedResponse, 404: missing },
});

export function createTasksWriteRoutes({ db, appUrl }: { db: Db; appUrl: string }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(createTaskRoute, async (c) => {
      const task = await createTask({ db, input: c.req.valid('json'), actor: actingUser(c), appUrl });
      return c.json(task, 201);
    })
    .openapi(updateRoute, async (c) => {
      const task = await updateTask({ db, id: c.req.valid('param').id, input: c.req.valid('json'), actor: actingUser(c), appUrl });
      return c.json(task, 200);
    })
    .openapi(statusRoute, async (c) => {
      const change = await changeTaskStatus({ db, id: c.req.valid('param').id, status: c.req.valid('json').status, actor: actingUser(c) });
      return c.json(change, 200);
    })
    .openapi(stopRoute, async (c) => c.json(await stopRecurrence({ db, id: c.req.valid('param').id, actor: actingUser(c) }), 200))
    .openapi(deleteRoute, async (c) => {
      await deleteTask({ db, id: c.req.valid('param').id, actor: actingUser(c) });
      return c.body(null, 204);
    });
}
