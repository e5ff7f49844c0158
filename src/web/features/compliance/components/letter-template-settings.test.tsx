import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DEFAULT_LETTER_TEMPLATE } from '../../../../shared/compliance/letter-template.ts';
import type { CurrentUser, Role } from '../../../../shared/users.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { LetterTemplateSettings } from './letter-template-settings.tsx';

const PATH = '/api/compliance/letter-template';
const SAVED = { template: 'Lettre pour {{raison_sociale}} : {{missions}}.' };

function renderSettings(role: Role) {
  const me: CurrentUser = { id: '7d3c2b1a-0f9e-4d8c-b7a6-951847362510', email: 'claire@cabinet.fr', fullName: 'Claire Morel', role };
  const api = fakeApi({ 'GET /api/me': { body: me }, [`GET ${PATH}`]: { body: SAVED }, [`PUT ${PATH}`]: (call) => ({ body: call.body }) });
  return { ...renderApp(<LetterTemplateSettings />), api };
}

describe('LetterTemplateSettings', () => {
  it('an admin edits the text; an unknown variable is refused in French, a known one saved', async () => {
    const { user, api } = renderSettings('admin');
    const text = await screen.findByLabelText('Modèle de lettre de mission');
    await screen.findByRole('button', { name: 'Enregistrer le modèle' });
    expect(text).toHaveValue(SAVED.template);
    await user.type(text, ' {{{{client}}');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le modèle' }));
    expect(text).toHaveAccessibleDescription(/^Variable inconnue : \{\{client\}\}\./);
    expect(api.sent('PUT', PATH)).toHaveLength(0);

    await user.clear(text);
    await user.type(text, 'Honoraires : {{{{honoraires}}');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le modèle' }));
    expect(await screen.findByText('Modèle de lettre enregistré')).toBeInTheDocument();
    expect(api.sent('PUT', PATH).map((call) => call.body)).toEqual([{ template: 'Honoraires : {{honoraires}}' }]);
  });

  it('« Rétablir le modèle par défaut » puts the default text back, saved with « Enregistrer le modèle »', async () => {
    const { user, api } = renderSettings('admin');
    await screen.findByRole('button', { name: 'Rétablir le modèle par défaut' });
    await user.click(screen.getByRole('button', { name: 'Rétablir le modèle par défaut' }));
    expect(screen.getByLabelText('Modèle de lettre de mission')).toHaveValue(DEFAULT_LETTER_TEMPLATE.template);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le modèle' }));
    await screen.findByText('Modèle de lettre enregistré');
    expect(api.sent('PUT', PATH)[0]?.body).toEqual(DEFAULT_LETTER_TEMPLATE);
  });

  it('a collaborateur reads the template and cannot change it', async () => {
    const { api } = renderSettings('collaborateur');
    expect(await screen.findByText('Seuls les administrateurs modifient le modèle de lettre de mission.')).toBeInTheDocument();
    expect(screen.getByLabelText('Modèle de lettre de mission')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Enregistrer le modèle' })).not.toBeInTheDocument();
    expect(api.sent('PUT', PATH)).toHaveLength(0);
  });
});
