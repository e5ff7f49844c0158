import { describe, expect, it } from 'vitest';
import { hasFieldErrors } from '../../../lib/field-errors.ts';
import { canSubmitPasswordChange, passwordChangeErrors } from './password-change.ts';

const values = { currentPassword: 'ancien-mdp', newPassword: 'nouveau', confirmPassword: 'nouveau' };

describe('canSubmitPasswordChange', () => {
  it('waits for both new-password fields', () => {
    expect(canSubmitPasswordChange({ ...values, newPassword: '' })).toBe(false);
    expect(canSubmitPasswordChange({ ...values, confirmPassword: '' })).toBe(false);
    expect(canSubmitPasswordChange({ ...values, currentPassword: '' })).toBe(true);
    expect(canSubmitPasswordChange(values)).toBe(true);
  });
});

describe('passwordChangeErrors', () => {
  it('accepts matching entries of 6 characters or more', () => {
    expect(hasFieldErrors(passwordChangeErrors(values))).toBe(false);
    expect(hasFieldErrors(passwordChangeErrors({ ...values, newPassword: '123456', confirmPassword: '123456' }))).toBe(false);
  });

  it('says when the entries differ', () => {
    expect(passwordChangeErrors({ ...values, confirmPassword: 'nouveaux' })).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
  });

  it('says when the password is shorter than 6 characters', () => {
    expect(passwordChangeErrors({ ...values, newPassword: '12345', confirmPassword: '12345' })).toEqual({
      newPassword: 'Le mot de passe doit contenir au moins 6 caractères',
    });
  });

  it('asks for the current password', () => {
    expect(passwordChangeErrors({ ...values, currentPassword: '' })).toEqual({ currentPassword: 'Le mot de passe actuel est requis' });
  });
});
