import { OpenAPIHono } from '@hono/zod-openapi';
import type { SessionEnv } from '../../auth/session.ts';
import { validationHook } from '../../http/validation.ts';

export function createCommunesRoutes() {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
}
