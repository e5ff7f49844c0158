import { describe, expect, it } from 'vitest';
import { checkNewUser, checkUserEdit, emptyUserForm, userFormFrom } from './user-form.ts';

const filled = { fullName: ' Chloé Roux ', email: ' Chloe@Cabinet.test', role: 'stagiaire' as const, password: 'secret' };

describe('checkNewUser', () => {
  it('gives the request body, trimmed and with the email in lower case', () => {
    expect(checkNewUser(filled)).toEqual({
      ok: true,
      input: { fullName: 'Chloé Roux', email: 'chloe@cabinet.test', role: 'stagiaire', password: 'secret' },
    });
  });

  it('requires the name, the email, the role and a password of 6 characters', () => {
    expect(checkNewUser({ fullName: '', email: '', role: '', password: '12345' })).toEqual({
      ok: false,
      errors: {
        fullName: 'Le nom complet est requis',
        email: "L'email est requis",
        role: 'Le rôle est requis',
        password: 'Le mot de passe doit contenir au moins 6 caractères',
      },
    });
  });

  it('tells a malformed email from a missing one', () => {
    expect(checkNewUser({ ...filled, email: 'chloe@' })).toEqual({ ok: false, errors: { email: "L'email n'est pas valide" } });
  });

  it('starts from an empty form with the default role', () => {
    expect(emptyUserForm()).toEqual({ fullName: '', email: '', role: 'collaborateur', password: '' });
  });
});

describe('checkUserEdit', () => {
  const user = { id: 'u1', email: 'denis@cabinet.test', fullName: 'Denis Roy', role: 'collaborateur' as const, createdAt: '2026-01-02T10:00:00.000Z', twoFactorEnabled: false };

  it('sends the name and the role, never the email nor a password', () => {
    const values = { ...userFormFrom(user), fullName: 'Denis Leroy', role: 'admin' as const, email: 'autre@cabinet.test', password: 'x' };
    expect(checkUserEdit(values, { isSelf: false })).toEqual({ ok: true, input: { fullName: 'Denis Leroy', role: 'admin' } });
  });

  it('leaves one’s own role out', () => {
    expect(checkUserEdit({ ...userFormFrom(user), role: 'stagiaire' }, { isSelf: true })).toEqual({ ok: true, input: { fullName: 'Denis Roy' } });
  });

  it('requires the name', () => {
    expect(checkUserEdit({ ...userFormFrom(user), fullName: '  ' }, { isSelf: false })).toEqual({
      ok: false,
      errors: { fullName: 'Le nom complet est requis' },
    });
  });
});
