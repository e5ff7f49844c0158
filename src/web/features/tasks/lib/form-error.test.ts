import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../lib/api-error.ts';
import { taskFormErrorMessage } from './form-error.ts';

describe('taskFormErrorMessage', () => {
  it('prefixes the server message with « Erreur: »', () => {
    const error = new ApiError({ status: 400, code: 'VALIDATION', message: 'Client inconnu' });
    expect(taskFormErrorMessage(error)).toBe('Erreur: Client inconnu');
  });

  it('asks to sign in again when the session is gone', () => {
    const error = new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Vous devez vous connecter' });
    expect(taskFormErrorMessage(error)).toBe('Utilisateur non identifié. Veuillez vous reconnecter.');
  });

  it('falls back to the generic message for anything unexpected', () => {
    expect(taskFormErrorMessage(new TypeError('x is undefined'))).toBe('Une erreur inattendue est survenue');
    const crash = new ApiError({ status: 502, code: 'HTTP_502', message: 'Une erreur inattendue est survenue' });
    expect(taskFormErrorMessage(crash)).toBe('Une erreur inattendue est survenue');
  });
});
