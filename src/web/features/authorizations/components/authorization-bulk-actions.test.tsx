import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { AuthorizationRow } from '../../../../shared/authorizations.ts';
import { apiError, fakeApi, type ApiReply } from '../../../testing/fake-api.ts';
import { fakeSelection } from '../../../testing/fake-selection.ts';
import { renderApp } from '../../../testing/render.tsx';
import { AuthorizationBulkActions } from './authorization-bulk-actions.tsx';

const DUPONT = '0b7c6c1e-3f5a-4d7e-9a41-2f1a9c0d0001';
const MARTIN = '0b7c6c1e-3f5a-4d7e-9a41-2f1a9c0d0002';
const BATCH = '5f0e4d2c-1b3a-4c5d-8e7f-9a0b1c2d3e4f';

const row = (clientId: string, raisonSociale: string): AuthorizationRow => ({
  clientId,
  raisonSociale,
  siret: null,
  status: 'a_faire',
  authorizationDate: null,
  updatedAt: null,
});
const ROWS = [row(DUPONT, 'Dupont SARL'), row(MARTIN, 'Martin et fils')];

function renderActions(reply: ApiReply = { body: { batchId: BATCH, count: 2 } }) {
  const api = fakeApi({ 'POST /api/authorizations/urssaf/bulk': reply });
  const selection = fakeSelection([DUPONT, MARTIN]);
  const view = renderApp(<AuthorizationBulkActions kind="urssaf" selection={selection} rows={ROWS} />);
  return { ...view, api, selection };
}

describe('AuthorizationBulkActions', () => {
  it('« Définir la date » refuses an impossible date with the cell’s French message and sends nothing', async () => {
    const { user, api } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Définir la date' }));
    const field = screen.getByLabelText('Date (JJ/MM/AAAA, vide pour l’effacer)');
    await user.type(field, '30/02/2025');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(field).toHaveAccessibleDescription('Date invalide. Vérifiez le format JJ/MM/AAAA');
    expect(screen.getByRole('dialog', { name: 'Définir la date' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('« Définir la date » sends the date as YYYY-MM-DD for every selected client, then clears the selection and offers « Annuler »', async () => {
    const { user, api, selection } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Définir la date' }));
    await user.type(screen.getByLabelText('Date (JJ/MM/AAAA, vide pour l’effacer)'), '15/03/2025');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(selection.clear).toHaveBeenCalled());
    expect(api.sent('POST', '/api/authorizations/urssaf/bulk').map((call) => call.body)).toEqual([
      { clientIds: [DUPONT, MARTIN], authorizationDate: '2025-03-15' },
    ]);
    // The dialog has closed: the toast's « Annuler » is the undo.
    expect(await screen.findByText('2 ligne(s) modifiée(s)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('« Changer le statut » sends the chosen status, by its French label', async () => {
    const { user, api, selection } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Changer le statut' }));
    await user.selectOptions(screen.getByLabelText('Nouveau statut'), 'Pas nécessaire');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(selection.clear).toHaveBeenCalled());
    expect(api.sent('POST', '/api/authorizations/urssaf/bulk')[0]?.body).toEqual({
      clientIds: [DUPONT, MARTIN],
      status: 'pas_necessaire',
    });
  });

  it('rows the server refuses are named with its reason; nothing changed, the selection stays', async () => {
    const refusal: ApiReply = {
      status: 400,
      body: { error: { code: 'VALIDATION', message: 'Requête invalide', issues: [{ path: MARTIN, message: "Ce client n'est pas actif" }] } },
    };
    const { user, selection } = renderActions(refusal);
    await user.click(screen.getByRole('button', { name: 'Changer le statut' }));
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Aucune ligne modifiée : des lignes sont refusées');
    expect(alert).toHaveTextContent("Martin et fils : Ce client n'est pas actif");
    expect(selection.clear).not.toHaveBeenCalled();
  });

  it('a failed request shows the server’s French message and that no row changed', async () => {
    const { user, selection } = renderActions(apiError(403, 'FORBIDDEN', 'Accès refusé'));
    await user.click(screen.getByRole('button', { name: 'Changer le statut' }));
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Accès refusé');
    expect(alert).toHaveTextContent('Aucune ligne n’a été modifiée');
    expect(selection.clear).not.toHaveBeenCalled();
  });
});
