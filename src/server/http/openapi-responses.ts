import type { z } from 'zod';
import { errorBodySchema } from '../../shared/errors.ts';

// Every route declares its bodies and statuses with these, so the OpenAPI document says the same
// thing the same way everywhere and a refusal always points at the one error body.

const jsonContent = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

/** A response whose body is JSON of this schema. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: jsonContent(schema) });

/** A required JSON request body (`as const` keeps `required: true` for the handler's input type). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true as const, content: jsonContent(schema) });

/** A refusal: `{ error: { code, message, issues? } }`, as the one error handler writes it. */
export const errorResponse = (description: string) => json(errorBodySchema, description);

/** 401, which every route behind the session answers the same way. */
export const unauthenticatedResponse = errorResponse('Non connecté');

/** 403 on the admin-only routes. */
export const adminOnlyResponse = errorResponse('Réservé aux administrateurs');
