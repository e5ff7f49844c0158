import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { apiError, fakeApi, type ApiReply } from '../../../testing/fake-api.ts';
import { fakeSelection } from '../../../testing/fake-selection.ts';
import { renderApp } from '../../../testing/render.tsx';
import type { EInvoicingTab } from '../lib/tabs.ts';
import { DUPONT, MARTIN, ROWS } from '../testing/e-invoicing-rows.ts';
import { EInvoicingBulkActions } from './e-invoicing-bulk-actions.tsx';

const BATCH = '5f0e4d2c-1b3a-4c5d-8e7f-9a0b1c2d3e4f';
const DONE: ApiReply = { body: { batchId: BATCH, count: 2 } };

function renderActions({ tab = 'reception', reply = DONE }: { tab?: EInvoicingTab; reply?: ApiReply } = {}) {
  const api = fakeApi({
    'POST /api/e-invoicing/bulk': reply,
    'POST /api/clients/bulk/update': reply,
    'GET /api/e-invoicing/settings': apiError(500, 'INTERNAL', 'Erreur interne'),
  });
  const selection = fakeSelection([DUPONT, MARTIN]);
  const view = renderApp(<EInvoicingBulkActions tab={tab} selection={selection} rows={ROWS} />);
  return { ...view, api, selection };
}

const bar = () => screen.getByRole('region', { name: 'Sélection' });

describe('EInvoicingBulkActions', () => {
  it('« Changer le statut » sets the tab’s status (Émission: issuing) for every selected client, then offers « Annuler »', async () => {
    const { user, api, selection } = renderActions({ tab: 'emission' });
    await user.click(within(bar()).getByRole('button', { name: 'Changer le statut' }));
    await user.selectOptions(screen.getByLabelText('Nouveau statut'), 'Prêt');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(selection.clear).toHaveBeenCalled());
    expect(api.sent('POST', '/api/e-invoicing/bulk').map((call) => call.body)).toEqual([{ clientIds: [DUPONT, MARTIN], issuingStatus: 'pret' }]);
    expect(await screen.findByText('2 ligne(s) modifiée(s)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('« Définir la plateforme » sends a listed platform, or « Autre » once named, with the row’s message when it is not', async () => {
    const { user, api } = renderActions();
    await user.click(within(bar()).getByRole('button', { name: 'Définir la plateforme' }));
    const dialog = screen.getByRole('dialog', { name: 'Définir la plateforme' });
    await user.selectOptions(within(dialog).getByLabelText('Plateforme'), 'Autre');
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(within(dialog).getByLabelText('Nom de la plateforme')).toHaveAccessibleDescription('Précisez le nom de la plateforme (« Autre »)');
    expect(api.calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Nom de la plateforme'), '  Chorus Pro ');
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(api.sent('POST', '/api/e-invoicing/bulk')).toHaveLength(1));
    expect(api.sent('POST', '/api/e-invoicing/bulk')[0]?.body).toEqual({ clientIds: [DUPONT, MARTIN], platform: 'autre', platformOther: 'Chorus Pro' });
    expect(screen.queryByRole('dialog', { name: 'Définir la plateforme' })).not.toBeInTheDocument();
  });

  it('« Définir la plateforme » « Aucune » clears it', async () => {
    const { user, api } = renderActions();
    await user.click(within(bar()).getByRole('button', { name: 'Définir la plateforme' }));
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(api.sent('POST', '/api/e-invoicing/bulk')).toHaveLength(1));
    expect(api.sent('POST', '/api/e-invoicing/bulk')[0]?.body).toEqual({ clientIds: [DUPONT, MARTIN], platform: null });
  });

  it('« Définir la catégorie » writes the clients’ category through their bulk update, « Non renseignée » as null', async () => {
    const { user, api, selection } = renderActions();
    await user.click(within(bar()).getByRole('button', { name: 'Définir la catégorie' }));
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'Non renseignée');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(selection.clear).toHaveBeenCalled());
    expect(api.sent('POST', '/api/clients/bulk/update')[0]?.body).toEqual({
      rows: [
        { id: DUPONT, patch: { categorieEntreprise: null } },
        { id: MARTIN, patch: { categorieEntreprise: null } },
      ],
    });
    expect(await screen.findByText('2 ligne(s) modifiée(s)')).toBeInTheDocument();
  });

  it('rows the server refuses are named; nothing changed, the selection stays', async () => {
    const refusal: ApiReply = {
      status: 400,
      body: { error: { code: 'VALIDATION', message: 'Requête invalide', issues: [{ path: MARTIN, message: "Ce client n'est pas actif" }] } },
    };
    const { user, selection } = renderActions({ reply: refusal });
    await user.click(within(bar()).getByRole('button', { name: 'Changer le statut' }));
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Aucune ligne modifiée : des lignes sont refusées');
    expect(alert).toHaveTextContent("Martin et fils : Ce client n'est pas actif");
    expect(selection.clear).not.toHaveBeenCalled();
  });

  it('« Envoyer une relance » opens the reminder dialog for the selection', async () => {
    const { user } = renderActions();
    await user.click(within(bar()).getByRole('button', { name: 'Envoyer une relance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer une relance' });
    expect(dialog).toHaveTextContent('2 clients sélectionnés');
  });
});
