import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { apiError, fakeApi, type ApiReply } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { LoginScreen } from './login-screen.tsx';
import { RequireSession } from './require-session.tsx';

const ME = { id: 'u1', email: 'lea@cabinet.test', fullName: 'Léa Morel', role: 'collaborateur' };

/** The login screen against a server whose account has a second factor; `verify` answers the codes. */
function renderLogin(verify: (code: string) => ApiReply) {
  const api = fakeApi({
    'GET /api/setup': { body: { needsSetup: false } },
    'POST /api/auth/sign-in/email': { body: { twoFactorRedirect: true } },
    'POST /api/auth/two-factor/verify-totp': (call) => verify((call.body as { code: string }).code),
    'POST /api/auth/two-factor/verify-backup-code': (call) => verify((call.body as { code: string }).code),
    'GET /api/me': { body: ME },
  });
  return { ...renderApp(<LoginScreen />), api };
}

async function passPassword(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email'), ME.email);
  await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return screen.findByLabelText('Code de vérification');
}

describe('two-factor sign-in', () => {
  it('asks for the « Code de vérification » after a right password, then opens the session', async () => {
    let signedIn = false;
    const api = fakeApi({
      'GET /api/setup': { body: { needsSetup: false } },
      'GET /api/me': () => (signedIn ? { body: ME } : apiError(401, 'UNAUTHENTICATED', 'Vous devez être connecté.')),
      'GET /api/two-factor': { body: { enabled: true, required: false } },
      'POST /api/auth/sign-in/email': { body: { twoFactorRedirect: true } },
      'POST /api/auth/two-factor/verify-totp': () => {
        signedIn = true;
        return { body: { user: ME } };
      },
    });
    const { user } = renderApp(<RequireSession>{(me) => <p>Bonjour {me.fullName}</p>}</RequireSession>);
    const code = await passPassword(user);
    expect(screen.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeInTheDocument();
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Bonjour Léa Morel')).toBeInTheDocument();
    expect(api.sent('POST', '/api/auth/two-factor/verify-totp').map((call) => call.body)).toEqual([{ code: '123456' }]);
  });

  it('takes a user whom the firm requires a second factor of to its setup, and nowhere else', async () => {
    fakeApi({
      'GET /api/me': { body: ME },
      'GET /api/two-factor': { body: { enabled: false, required: true } },
    });
    renderApp(<RequireSession>{() => <p>Tableau de bord</p>}</RequireSession>);
    expect(await screen.findByRole('heading', { name: 'Configurer la double authentification' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toBeInTheDocument();
    expect(screen.queryByText('Tableau de bord')).toBeNull();
  });

  it('checks the code’s form in French before sending it', async () => {
    const { user, api } = renderLogin(() => ({ body: { user: ME } }));
    const code = await passPassword(user);
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(code).toHaveAccessibleDescription('Le code de vérification est requis');
    await user.type(code, '12a45');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(code).toHaveAccessibleDescription('Le code de vérification contient 6 chiffres');
    expect(api.sent('POST', '/api/auth/two-factor')).toHaveLength(0);
  });

  it('shows the server’s refusals: a wrong or reused code, then the rate limit', async () => {
    const replies = [
      apiError(401, 'INVALID_CREDENTIALS', 'Code de vérification incorrect'),
      apiError(401, 'INVALID_CREDENTIALS', 'Ce code a déjà servi : attendez le suivant dans votre application.'),
      apiError(429, 'RATE_LIMITED', 'Trop de tentatives. Réessayez dans 900 secondes.'),
    ];
    const { user } = renderLogin(() => replies.shift() ?? { body: { user: ME } });
    const code = await passPassword(user);
    for (const message of ['Code de vérification incorrect', 'Ce code a déjà servi : attendez le suivant dans votre application.', 'Trop de tentatives. Réessayez dans 900 secondes.']) {
      await user.clear(code);
      await user.type(code, '000000');
      await user.click(screen.getByRole('button', { name: 'Vérifier' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    }
  });

  it('takes a recovery code instead, dash or not', async () => {
    const { user, api } = renderLogin(() => ({ body: { user: ME } }));
    await passPassword(user);
    await user.click(screen.getByRole('button', { name: 'Utiliser un code de récupération' }));
    const recovery = screen.getByLabelText('Code de récupération');
    await user.type(recovery, 'trop-court');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(recovery).toHaveAccessibleDescription('Un code de récupération a la forme XXXXX-XXXXX');
    await user.clear(recovery);
    await user.type(recovery, 'a1B2c3D4e5');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    await expect.poll(() => api.sent('POST', '/api/auth/two-factor/verify-backup-code').map((call) => call.body)).toEqual([{ code: 'a1B2c-3D4e5' }]);
  });

  it('« Retour à la connexion » goes back to the password', async () => {
    const { user } = renderLogin(() => ({ body: { user: ME } }));
    await passPassword(user);
    await user.click(screen.getByRole('button', { name: 'Retour à la connexion' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });
});
