import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeApi } from '../../../testing/fake-api.ts';
import { fakeSelection } from '../../../testing/fake-selection.ts';
import { renderApp } from '../../../testing/render.tsx';
import { DUPONT, MARTIN, ROWS, STAGES, TEMPLATE, USERS } from '../testing/mission-rows.ts';
import { MissionsBulkActions } from './missions-bulk-actions.tsx';

const BATCH = '5f0e4d2c-1b3a-4c5d-8e7f-9a0b1c2d3e4f';

function renderActions() {
  const api = fakeApi({ 'POST /api/missions/bulk': { body: { batchId: BATCH, count: 2 } } });
  const selection = fakeSelection([MARTIN.id, DUPONT.id]);
  const view = renderApp(<MissionsBulkActions template={TEMPLATE} users={USERS} selection={selection} rows={ROWS} />);
  return { ...view, api, selection };
}

const bar = () => screen.getByRole('region', { name: 'Sélection' });
const sent = (api: ReturnType<typeof fakeApi>) => api.sent('POST', '/api/missions/bulk').map((call) => call.body);

describe('MissionsBulkActions', () => {
  it('« Déplacer vers une étape » sends the stage for every selected mission, then offers « Annuler »', async () => {
    const { user, api, selection } = renderActions();
    await user.click(within(bar()).getByRole('button', { name: 'Déplacer vers une étape' }));
    await user.selectOptions(screen.getByLabelText('Étape'), 'Révision');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(selection.clear).toHaveBeenCalled());
    expect(sent(api)).toEqual([{ missionIds: [MARTIN.id, DUPONT.id], stageId: STAGES.revision }]);
    expect(await screen.findByText('2 ligne(s) modifiée(s)')).toBeInTheDocument();
  });

  it('« Réassigner » to a collaborator or to nobody', async () => {
    const { user, api } = renderActions();
    await user.click(within(bar()).getByRole('button', { name: 'Réassigner' }));
    await user.selectOptions(screen.getByLabelText('Responsable'), 'Non assigné');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(sent(api)).toEqual([{ missionIds: [MARTIN.id, DUPONT.id], responsibleId: null }]));
  });

  it('« Mettre en attente client » asks what the client must provide; « Lever l’attente » clears it', async () => {
    const { user, api } = renderActions();
    await user.click(within(bar()).getByRole('button', { name: 'Mettre en attente client' }));
    const dialog = screen.getByRole('dialog', { name: 'Mettre en attente client' });
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(within(dialog).getByLabelText('Ce que le client doit fournir')).toHaveAccessibleDescription('Précisez ce que le client doit fournir');
    expect(api.calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Ce que le client doit fournir'), ' Relevés de décembre ');
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(sent(api)).toEqual([{ missionIds: [MARTIN.id, DUPONT.id], status: 'en_attente_client', waitingReason: 'Relevés de décembre' }]));

    await user.click(within(bar()).getByRole('button', { name: 'Lever l’attente' }));
    await waitFor(() => expect(sent(api)).toHaveLength(2));
    expect(sent(api)[1]).toEqual({ missionIds: [MARTIN.id, DUPONT.id], status: 'en_cours' });
  });
});
