import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DEFAULT_REMINDER_TEMPLATE, type ReminderSettings } from '../../../../shared/e-invoicing/reminders.ts';
import type { CurrentUser, Role } from '../../../../shared/users.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { ReminderSettingsForm } from './reminder-settings-form.tsx';

const SETTINGS: ReminderSettings = {
  template: { subject: 'Relance : {raison_sociale}', body: 'Bonjour,\nAvant le {date_limite}.\n{collaborateur}' },
  dailyCap: 500,
};

function renderForm(role: Role) {
  const me: CurrentUser = { id: '7d3c2b1a-0f9e-4d8c-b7a6-951847362510', email: 'claire@cabinet.fr', fullName: 'Claire Morel', role };
  const api = fakeApi({
    'GET /api/me': { body: me },
    'GET /api/e-invoicing/settings': { body: SETTINGS },
    'PUT /api/e-invoicing/settings': (call) => ({ body: call.body }),
  });
  return { ...renderApp(<ReminderSettingsForm />), api };
}

describe('ReminderSettingsForm', () => {
  it('an admin edits the template and the daily cap, and « Enregistrer » saves them', async () => {
    const { user, api } = renderForm('admin');
    const subject = await screen.findByLabelText('Objet');
    await screen.findByRole('button', { name: 'Enregistrer' });
    await user.clear(subject);
    await user.type(subject, 'Facturation électronique : {{raison_sociale}');
    const cap = screen.getByLabelText('Plafond quotidien de relances');
    await user.clear(cap);
    await user.type(cap, '200');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Paramètres de relance enregistrés');
    expect(api.sent('PUT', '/api/e-invoicing/settings').map((call) => call.body)).toEqual([
      { template: { subject: 'Facturation électronique : {raison_sociale}', body: SETTINGS.template.body }, dailyCap: 200 },
    ]);
  });

  it('refuses an unknown placeholder and a cap of zero in French, and saves nothing', async () => {
    const { user, api } = renderForm('admin');
    const body = await screen.findByLabelText('Message');
    await screen.findByRole('button', { name: 'Enregistrer' });
    await user.type(body, ' {{client}');
    const cap = screen.getByLabelText('Plafond quotidien de relances');
    await user.clear(cap);
    await user.type(cap, '0');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(body).toHaveAccessibleDescription(/^Variable inconnue : \{client\}\./);
    expect(cap).toHaveAccessibleDescription(/^Le plafond quotidien est un nombre entier entre 1 et 50\s000/);
    expect(api.sent('PUT', '/api/e-invoicing/settings')).toHaveLength(0);
  });

  it('« Rétablir le modèle par défaut » puts the default template back, saved with « Enregistrer »', async () => {
    const { user, api } = renderForm('admin');
    await screen.findByRole('button', { name: 'Enregistrer' });
    await user.click(screen.getByRole('button', { name: 'Rétablir le modèle par défaut' }));
    expect(screen.getByLabelText('Objet')).toHaveValue(DEFAULT_REMINDER_TEMPLATE.subject);
    expect(screen.getByLabelText('Message')).toHaveValue(DEFAULT_REMINDER_TEMPLATE.body);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Paramètres de relance enregistrés');
    expect(api.sent('PUT', '/api/e-invoicing/settings')[0]?.body).toEqual({ template: DEFAULT_REMINDER_TEMPLATE, dailyCap: 500 });
  });

  it('a collaborateur reads the template but cannot change or save it', async () => {
    const { api } = renderForm('collaborateur');
    expect(await screen.findByText('Seuls les administrateurs modifient le modèle de relance et le plafond quotidien.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Objet')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Message')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Plafond quotidien de relances')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rétablir le modèle par défaut' })).not.toBeInTheDocument();
    expect(api.sent('PUT', '/api/e-invoicing/settings')).toHaveLength(0);
  });
});
