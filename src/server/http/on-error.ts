import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';

type PgError = { code?: string; constraint?: string };

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006']);

/** Turns database refusals into the user's terms: a constraint is bad input, not a crash. */
function fromDatabase(error: PgError): AppError | undefined {
  switch (error.code) {
    case '23505':
      return new AppError('CONFLICT', 'Cette valeur existe déjà.', { cause: error });
    case '23503':
      return new AppError('VALIDATION', 'Référence inconnue : l’élément lié n’existe pas ou plus.', { cause: error });
    // A NUL character (or one the encoding cannot hold) in a text: PostgreSQL cannot store it.
    case '22021':
    case '22P05':
      return new AppError('VALIDATION', 'Le texte contient un caractère non autorisé.', { cause: error });
    case '23514':
    case '23502':
    case '22P02':
    case '22007':
    case '22008':
    case '22001':
      return new AppError('VALIDATION', 'Valeur refusée par la base de données.', { cause: error });
    default:
      if (error.code && UNAVAILABLE_CODES.has(error.code)) {
        return new AppError('SERVICE_UNAVAILABLE', 'Base de données indisponible, réessayez dans un instant.', {
          cause: error,
        });
      }
      return undefined;
  }
}

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'Requête trop volumineuse.');
    if (error.status === 400 && /json/i.test(error.message)) {
      return new AppError('MALFORMED_JSON', 'Le corps de la requête n’est pas un JSON valide.');
    }
    if (error.status === 401) return new AppError('UNAUTHENTICATED', 'Vous devez être connecté.');
    if (error.status < 500) return new AppError('BAD_REQUEST', 'Requête invalide.');
    return undefined;
  }
  let current: unknown = error;
  // Drizzle wraps driver errors: look through the causes for the PostgreSQL one.
  for (let depth = 0; current && depth < 4; depth++) {
    const mapped = fromDatabase(current as PgError);
    if (mapped) return mapped;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** `maskPath`: the request log's mask (request-log.ts), so an error line never shows a credential the path holds. */
export function createErrorHandler(logger: Logger, maskPath: (path: string) => string = (path) => path) {
  return (error: unknown, c: Context) => {
    const appError = toAppError(error);
    if (appError) {
      if (appError.status >= 500) logger.warn({ err: error }, appError.message);
      return c.json(appError.toBody(), appError.status);
    }
    logger.error({ err: error, path: maskPath(c.req.path) }, 'erreur inattendue');
    return c.json(new AppError('INTERNAL', 'Une erreur inattendue est survenue').toBody(), 500);
  };
}
