import { OpenAPIHono } from '@hono/zod-openapi';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { validationHook } from '../../http/validation.ts';

export function createTasksRoutes(_deps: { db: Db; appUrl: string }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
}
