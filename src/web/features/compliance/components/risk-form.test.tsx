import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ComplianceFile } from '../../../../shared/compliance/api.ts';
import { apiError, fakeApi, type ApiReply } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { CLIENT_ID, complianceFile } from '../testing/compliance-file.ts';
import { RiskForm } from './risk-form.tsx';

const KYC_PATH = `/api/compliance/${CLIENT_ID}/kyc`;

function renderForm(kyc: Partial<ComplianceFile['kyc']> = {}, reply: (body: unknown) => ApiReply = (body) => ({ body })) {
  const api = fakeApi({ [`PUT ${KYC_PATH}`]: (call) => reply(call.body) });
  return { ...renderApp(<RiskForm clientId={CLIENT_ID} kyc={complianceFile(kyc).kyc} />), api };
}

const criterion = (name: string) => screen.getByRole('group', { name });
const proposal = () => screen.getByText(/^Niveau proposé/);
const levelSelect = () => screen.getByLabelText('Niveau de vigilance retenu');
const option = (select: HTMLElement, name: string) => within(select).getByRole('option', { name: new RegExp(`^${name}`) });

describe('RiskForm', () => {
  it('proposes simplifiée for four low criteria, standard for a medium fact, renforcée for a high one', async () => {
    const { user } = renderForm();
    expect(proposal()).toHaveTextContent('Niveau proposé : Simplifiée');

    await user.click(within(criterion('Activité')).getByRole('checkbox', { name: /beaucoup d’espèces/ }));
    expect(within(criterion('Activité')).getByLabelText('Risque activité')).toHaveValue('moyen');
    expect(proposal()).toHaveTextContent('Niveau proposé : Standard');

    await user.click(within(criterion('Localisation')).getByRole('checkbox', { name: /pays à haut risque/ }));
    expect(within(criterion('Localisation')).getByLabelText('Risque localisation')).toHaveValue('eleve');
    expect(proposal()).toHaveTextContent('Niveau proposé : Renforcée');
    expect(levelSelect()).toHaveValue('renforcee');
  });

  it('never offers a level below renforcée once a criterion is high, nor a criterion below what its facts imply', async () => {
    const { user } = renderForm();
    const client = criterion('Client');
    await user.click(within(client).getByRole('checkbox', { name: /politiquement exposée/ }));
    expect(option(levelSelect(), 'Simplifiée')).toBeDisabled();
    expect(option(levelSelect(), 'Standard')).toBeDisabled();
    expect(option(within(client).getByLabelText('Risque client'), 'Faible')).toBeDisabled();
    expect(option(within(client).getByLabelText('Risque client'), 'Moyen')).toBeDisabled();

    // Unticked, the criterion stays high until the user lowers it; then so may the vigilance.
    await user.click(within(client).getByRole('checkbox', { name: /politiquement exposée/ }));
    expect(option(levelSelect(), 'Simplifiée')).toBeDisabled();
    await user.selectOptions(within(client).getByLabelText('Risque client'), 'faible');
    expect(proposal()).toHaveTextContent('Niveau proposé : Simplifiée');
    expect(option(levelSelect(), 'Simplifiée')).toBeEnabled();
  });

  it('asks a justification for another level than the proposal, then saves the assessment, the level and the date', async () => {
    const { user, api } = renderForm();
    await user.selectOptions(levelSelect(), 'standard');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByLabelText('Justification du niveau retenu')).toHaveAccessibleDescription('Justifiez le niveau de vigilance choisi');
    expect(api.sent('PUT', KYC_PATH)).toHaveLength(0);

    await user.type(screen.getByLabelText('Justification du niveau retenu'), 'Nouveau client, activité en création');
    const date = screen.getByLabelText('Évaluée le (JJ/MM/AAAA)');
    await user.clear(date);
    await user.type(date, '02/11/2026');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Enregistré')).toBeInTheDocument();
    expect(api.sent('PUT', KYC_PATH).map((call) => call.body)).toEqual([
      {
        risk: { client: { level: 'faible', facts: [] }, activite: { level: 'faible', facts: [] }, localisation: { level: 'faible', facts: [] }, mission: { level: 'faible', facts: [] } },
        vigilance: 'standard',
        justification: 'Nouveau client, activité en création',
        assessedAt: '2026-11-02',
      },
    ]);
  });

  it('starts from the saved assessment and shows who made it; a refusal of the server shows in French', async () => {
    const { user } = renderForm(
      {
        vigilance: 'renforcee',
        assessedAt: '2026-03-12',
        assessedByName: 'Claire Morel',
        risk: { client: { level: 'faible', facts: [] }, activite: { level: 'eleve', facts: ['secteur_sensible'] }, localisation: { level: 'faible', facts: [] }, mission: { level: 'faible', facts: [] } },
      },
      () => apiError(400, 'VALIDATION', 'Un critère de risque élevé impose une vigilance renforcée'),
    );
    expect(screen.getByText('Vigilance renforcée, évaluée le 12/03/2026 par Claire Morel')).toBeInTheDocument();
    expect(within(criterion('Activité')).getByRole('checkbox', { name: /Secteur sensible/ })).toBeChecked();
    expect(levelSelect()).toHaveValue('renforcee');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Un critère de risque élevé impose une vigilance renforcée');
  });
});
