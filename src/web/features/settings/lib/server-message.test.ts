import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { serverMessage } from './server-message.ts';

describe('serverMessage', () => {
  it('shows what the server said', () => {
    const error = new ApiError({ status: 409, code: 'CONFLICT', message: 'Un utilisateur avec cet email existe déjà' });
    expect(serverMessage(error, 'Repli')).toBe('Un utilisateur avec cet email existe déjà');
  });

  it('falls back when the server could not be reached or gave no error body', () => {
    expect(serverMessage(new ApiError({ status: 0, code: 'NETWORK', message: 'Impossible de joindre le serveur' }), 'Repli')).toBe('Repli');
    expect(serverMessage(new ApiError({ status: 502, code: 'HTTP_502', message: 'Une erreur inattendue est survenue' }), 'Repli')).toBe('Repli');
    expect(serverMessage(new Error('boom'), 'Repli')).toBe('Repli');
  });
});
