import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { AdminUser } from '../../../../shared/settings.ts';
import { apiError, fakeApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { UsersTab } from './users-tab.tsx';

const ADMIN: AdminUser = { id: 'a1', email: 'claire@cabinet.test', fullName: 'Claire Martin', role: 'admin', createdAt: '2026-01-02T10:00:00.000Z', twoFactorEnabled: true };
const MARC: AdminUser = { id: 'u2', email: 'marc@cabinet.test', fullName: 'Marc Petit', role: 'collaborateur', createdAt: '2026-01-03T10:00:00.000Z', twoFactorEnabled: true };
const PAUL: AdminUser = { id: 'u3', email: 'paul@cabinet.test', fullName: 'Paul Girard', role: 'stagiaire', createdAt: '2026-01-04T10:00:00.000Z', twoFactorEnabled: false };

function renderUsers({ policyReply }: { policyReply?: ReturnType<typeof apiError> } = {}) {
  let users = [PAUL, MARC, ADMIN];
  let required = false;
  const api = fakeApi({
    'GET /api/admin/users': () => ({ body: { users } }),
    'GET /api/two-factor': () => ({ body: { enabled: true, required } }),
    'PUT /api/two-factor/policy': (call) => {
      if (policyReply) return policyReply;
      required = (call.body as { required: boolean }).required;
      return { body: call.body };
    },
    'POST /api/admin/users/:id/two-factor/reset': (_call, { id }) => {
      users = users.map((row) => (row.id === id ? { ...row, twoFactorEnabled: false } : row));
      return { body: users.find((row) => row.id === id) };
    },
  });
  return { ...renderApp(<UsersTab currentUserId={ADMIN.id} />), api };
}

const rowOf = async (email: string) => (await screen.findByRole('row', { name: new RegExp(email) })) as HTMLElement;

describe('Utilisateurs: second factor', () => {
  it('shows who has one, and resets a user’s after confirmation (not one’s own)', async () => {
    const { user, api } = renderUsers();
    expect(await rowOf(MARC.email)).toHaveTextContent('Activée');
    expect(await rowOf(PAUL.email)).toHaveTextContent('Non activée');
    expect(within(await rowOf(PAUL.email)).queryByRole('button', { name: /Réinitialiser/ })).toBeNull();
    expect(within(await rowOf(ADMIN.email)).queryByRole('button', { name: /Réinitialiser/ })).toBeNull();

    await user.click(within(await rowOf(MARC.email)).getByRole('button', { name: 'Réinitialiser la double authentification de Marc Petit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Réinitialiser la double authentification' });
    expect(dialog).toHaveTextContent('Marc Petit se connectera avec son seul mot de passe');
    await user.click(within(dialog).getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByText('Double authentification réinitialisée')).toBeInTheDocument();
    expect(api.sent('POST', '/api/admin/users/').map((call) => call.path)).toEqual(['/api/admin/users/u2/two-factor/reset']);
    await expect.poll(async () => (await rowOf(MARC.email)).textContent).toContain('Non activée');
  });

  it('requires it for everyone with one box', async () => {
    const { user, api } = renderUsers();
    const box = await screen.findByRole('checkbox', { name: 'Exiger la double authentification pour tous les utilisateurs' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await expect.poll(() => api.sent('PUT', '/api/two-factor/policy').map((call) => call.body)).toEqual([{ required: true }]);
    await expect.poll(() => (box as HTMLInputElement).checked).toBe(true);
  });

  it('says why the server refuses it', async () => {
    const { user } = renderUsers({ policyReply: apiError(409, 'CONFLICT', 'Activez d’abord la double authentification sur votre propre compte.') });
    await user.click(await screen.findByRole('checkbox', { name: 'Exiger la double authentification pour tous les utilisateurs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Activez d’abord la double authentification sur votre propre compte.');
    expect(screen.getByRole('checkbox', { name: 'Exiger la double authentification pour tous les utilisateurs' })).not.toBeChecked();
  });
});
