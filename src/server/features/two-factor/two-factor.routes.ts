import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { twoFactorPolicySchema, twoFactorStatusSchema } from '../../../shared/two-factor.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { requireUser, type SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { adminOnlyResponse, errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { getTwoFactorStatus, updateTwoFactorPolicy } from './two-factor.service.ts';

const tags = ['Double authentification'];

const statusRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Double authentification de l’utilisateur connecté, et si le cabinet l’exige',
  description:
    'Activer, confirmer, désactiver et se connecter passent par /api/auth/two-factor/* (Better Auth) : enable { password }, verify-totp { code }, verify-backup-code { code }, generate-backup-codes { password }, disable { password }.',
  responses: { 200: json(twoFactorStatusSchema, 'État'), 401: unauthenticatedResponse },
});

const policyRoute = createRoute({
  method: 'put',
  path: '/',
  tags,
  summary: 'Exige (ou non) la double authentification de tous les utilisateurs (administrateurs)',
  description: 'Ceux qui ne l’ont pas encore sont conduits à la configurer, et n’accèdent à rien d’autre avant.',
  middleware: requireUser(['admin']),
  request: { body: jsonBody(twoFactorPolicySchema) },
  responses: {
    200: json(twoFactorPolicySchema, 'Règle enregistrée'),
    400: errorResponse('Corps invalide'),
    401: unauthenticatedResponse,
    403: adminOnlyResponse,
    409: errorResponse('L’administrateur n’a pas lui-même de double authentification'),
  },
});

/** GET /api/two-factor: open before the setup the firm may require, since it is what that setup reads. */
export function createTwoFactorStatusRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }).openapi(statusRoute, async (c) =>
    c.json(await getTwoFactorStatus({ db, userId: actingUser(c).id }), 200),
  );
}

/** PUT /api/two-factor/policy. */
export function createTwoFactorPolicyRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }).openapi(policyRoute, async (c) =>
    c.json(await updateTwoFactorPolicy({ db, policy: c.req.valid('json'), actor: actingUser(c) }), 200),
  );
}
