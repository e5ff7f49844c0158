import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { apiError, fakeApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
const URI = 'otpauth://totp/Cabinet:lea%40cabinet.test?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Cabinet&digits=6&period=30';

function renderSetup() {
  const onDone = vi.fn();
  const api = fakeApi({
    'POST /api/auth/two-factor/enable': (call) =>
      (call.body as { password: string }).password === 'motdepasse'
        ? { body: { totpURI: URI, backupCodes: CODES } }
        : apiError(400, 'INVALID_CREDENTIALS', 'Mot de passe actuel incorrect'),
    'POST /api/auth/two-factor/verify-totp': (call) =>
      (call.body as { code: string }).code === '123456' ? { body: { user: {} } } : apiError(401, 'INVALID_CREDENTIALS', 'Code de vérification incorrect'),
  });
  return { ...renderApp(<TwoFactorSetup onDone={onDone} />), api, onDone };
}

describe('TwoFactorSetup', () => {
  it('password, then the QR code and the key as text, a first code, then the ten recovery codes', async () => {
    const { user, api, onDone } = renderSetup();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Le mot de passe est requis');
    await user.type(screen.getByLabelText('Mot de passe'), 'faux');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mot de passe actuel incorrect');
    await user.clear(screen.getByLabelText('Mot de passe'));
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(await screen.findByRole('img', { name: 'QR code à scanner avec votre application d’authentification' })).toBeInTheDocument();
    expect(screen.getByLabelText('Clé de configuration')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    const code = screen.getByLabelText('Code de vérification');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    expect(code).toHaveAccessibleDescription('Le code de vérification contient 6 chiffres');
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Code de vérification incorrect');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Activer' }));

    const list = await screen.findByRole('list', { name: 'Codes de récupération' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(list).toHaveTextContent('code0-abcde');
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'J’ai noté mes codes' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(api.sent('POST', '/api/auth/two-factor/verify-totp').map((call) => call.body)).toEqual([{ code: '654321' }, { code: '123456' }]);
  });
});
