import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ReviewPeriods } from '../../../../shared/compliance/review-periods.ts';
import type { CurrentUser, Role } from '../../../../shared/users.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { ReviewPeriodsSettings } from './review-periods-settings.tsx';

const PERIODS: ReviewPeriods = { renforcee: 12, standard: 24, simplifiee: 36 };

function renderSettings(role: Role) {
  const me: CurrentUser = { id: '7d3c2b1a-0f9e-4d8c-b7a6-951847362510', email: 'claire@cabinet.fr', fullName: 'Claire Morel', role };
  const api = fakeApi({
    'GET /api/me': { body: me },
    'GET /api/compliance/settings': { body: PERIODS },
    'PUT /api/compliance/settings': (call) => ({ body: call.body }),
  });
  return { ...renderApp(<ReviewPeriodsSettings />), api };
}

describe('ReviewPeriodsSettings', () => {
  it('an admin changes a period and saves the three; a period of 0 months is refused in French', async () => {
    const { user, api } = renderSettings('admin');
    const standard = await screen.findByLabelText('Vigilance standard (mois)');
    await screen.findByRole('button', { name: 'Enregistrer' });
    await user.clear(standard);
    await user.type(standard, '0');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(standard).toHaveAccessibleDescription('La période de revue est un nombre entier de mois, de 1 à 60');
    expect(api.sent('PUT', '/api/compliance/settings')).toHaveLength(0);

    await user.clear(standard);
    await user.type(standard, '18');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Périodes de revue enregistrées');
    expect(api.sent('PUT', '/api/compliance/settings').map((call) => call.body)).toEqual([{ renforcee: 12, standard: 18, simplifiee: 36 }]);
  });

  it('a collaborateur reads the periods and cannot save them', async () => {
    const { api } = renderSettings('collaborateur');
    expect(await screen.findByText('Seuls les administrateurs modifient les périodes de revue LCB-FT du cabinet.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Vigilance renforcée (mois)')).toHaveValue(12);
    expect(screen.getByLabelText('Vigilance renforcée (mois)')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    expect(api.sent('PUT', '/api/compliance/settings')).toHaveLength(0);
  });
});
