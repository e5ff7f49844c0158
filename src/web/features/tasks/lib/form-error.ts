import { ApiError } from '../../../lib/api-error.ts';
import { TASK_MESSAGES } from '../../../../shared/tasks.ts';

/**
 * SPEC §8: a server error reads 'Erreur: ' + its message; anything else is 'Une erreur
 * inattendue est survenue'; a lost session asks to sign in again (SPEC §5).
 */
export function taskFormErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return TASK_MESSAGES.unexpected;
  if (error.status === 401) return TASK_MESSAGES.noUser;
  // 'HTTP_<status>': the answer carried no error body (a proxy, a crash), so no message to show.
  if (error.code.startsWith('HTTP_')) return TASK_MESSAGES.unexpected;
  return `Erreur: ${error.message}`;
}
