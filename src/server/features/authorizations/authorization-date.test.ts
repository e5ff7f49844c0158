import { describe, expect, it } from 'vitest';
import { AUTHORIZATION_MESSAGES, parseAuthorizationDate } from '../../../shared/authorizations.ts';

// SPEC §5, authorisation date: the one rule the date cell (browser) and these tests share.
describe('parseAuthorizationDate', () => {
  it('reads an empty value as « clear the date »', () => {
    expect(parseAuthorizationDate('')).toEqual({ ok: true, iso: null });
    expect(parseAuthorizationDate('   ')).toEqual({ ok: true, iso: null });
  });

  it('stores a real JJ/MM/AAAA date as AAAA-MM-JJ', () => {
    expect(parseAuthorizationDate('15/03/2025')).toEqual({ ok: true, iso: '2025-03-15' });
    expect(parseAuthorizationDate('29/02/2024')).toEqual({ ok: true, iso: '2024-02-29' });
  });

  it('asks for the format when the value is not exactly 10 characters', () => {
    for (const input of ['1/1/2025', '15/03/25', '15/03/20255']) {
      expect(parseAuthorizationDate(input)).toEqual({ ok: false, message: 'Format de date invalide. Utilisez JJ/MM/AAAA' });
    }
    expect(AUTHORIZATION_MESSAGES.dateFormat).toBe('Format de date invalide. Utilisez JJ/MM/AAAA');
  });

  it('refuses 10 characters that are not a real day/month/year', () => {
    for (const input of ['31/02/2025', '29/02/2025', 'ab/cd/efgh', '15-03-2025', '00/03/2025', '15/13/2025', '1/03/20250']) {
      expect(parseAuthorizationDate(input)).toEqual({ ok: false, message: 'Date invalide. Vérifiez le format JJ/MM/AAAA' });
    }
  });
});
