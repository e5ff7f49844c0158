import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aComplianceRow } from '../../../../shared/compliance/test-fixtures.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { fakeSelection } from '../../../testing/fake-selection.ts';
import { renderApp } from '../../../testing/render.tsx';
import { ComplianceBulkActions } from './compliance-bulk-actions.tsx';

const BATCH = '5f0e4d2c-1b3a-4c5d-8e7f-9a0b1c2d3e4f';
const IDS = ['0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'];
const ROWS = IDS.map((clientId, index) => aComplianceRow(`Client ${String(index + 1)}`, { clientId }));

function renderActions() {
  const api = fakeApi({ 'POST /api/compliance/bulk': { body: { batchId: BATCH, count: 2 } } });
  const selection = fakeSelection(IDS);
  return { ...renderApp(<ComplianceBulkActions selection={selection} rows={ROWS} />), api, selection };
}

const bar = () => screen.getByRole('region', { name: 'Sélection' });
const sent = (api: ReturnType<typeof fakeApi>) => api.sent('POST', '/api/compliance/bulk').map((call) => call.body);

describe('ComplianceBulkActions', () => {
  it('« Statut de la lettre » sends the status for every selected client, then offers « Annuler »', async () => {
    const { user, api, selection } = renderActions();
    await user.click(within(bar()).getByRole('button', { name: 'Statut de la lettre' }));
    await user.selectOptions(screen.getByLabelText('Nouveau statut de la lettre'), 'Envoyée');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(selection.clear).toHaveBeenCalled());
    expect(sent(api)).toEqual([{ clientIds: IDS, engagementStatus: 'envoyee' }]);
    expect(await screen.findByText('2 ligne(s) modifiée(s)')).toBeInTheDocument();
  });

  it('« Date de revue » takes a JJ/MM/AAAA date, refuses none or a wrong one in French', async () => {
    const { user, api } = renderActions();
    await user.click(within(bar()).getByRole('button', { name: 'Date de revue' }));
    const dialog = screen.getByRole('dialog', { name: 'Date de revue' });
    const field = within(dialog).getByLabelText('Dernière revue LCB-FT (JJ/MM/AAAA)');
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(field).toHaveAccessibleDescription('Date obligatoire (JJ/MM/AAAA)');
    await user.type(field, '31/02/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(field).toHaveAccessibleDescription(/^Date invalide/);
    expect(api.calls).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '15/10/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(sent(api)).toEqual([{ clientIds: IDS, lastReviewAt: '2026-10-15' }]));
  });
});
