import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { UserOption } from '../../../../../shared/users.ts';
import { clientRow } from '../../../../entities/client/test-rows.ts';
import { apiError } from '../../../../testing/fake-api.ts';
import { renderClientsGrid } from '../../testing/render-clients-grid.tsx';

const CLAIRE: UserOption = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c01', fullName: 'Claire Morel', role: 'collaborateur' };
const PAUL: UserOption = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c02', fullName: 'Paul Lefèvre', role: 'collaborateur' };
const GONE = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c99';
const users = [CLAIRE, PAUL];

const dupont = clientRow({ raisonSociale: 'Dupont SARL', collaboratorIds: [CLAIRE.id] });

const chips = (cell: HTMLElement) => within(cell).queryAllByRole('button', { name: /^Retirer / }).map((button) => button.getAttribute('aria-label'));

describe('CollaboratorsCell in the Clients grid', () => {
  it('shows a chip per assigned user, « Utilisateur inconnu » for one no longer listed', () => {
    const both = clientRow({ raisonSociale: 'Martin', collaboratorIds: [CLAIRE.id, GONE] });
    const { cell } = renderClientsGrid({ rows: [both], users });
    expect(cell(both, 'Collaborateur')).toHaveTextContent('Claire Morel');
    expect(cell(both, 'Collaborateur')).toHaveTextContent('Utilisateur inconnu');
    expect(chips(cell(both, 'Collaborateur'))).toEqual(['Retirer Claire Morel', 'Retirer Utilisateur inconnu']);
  });

  it('a chip’s × removes that user at once', async () => {
    const { user, cell, api } = renderClientsGrid({ rows: [dupont], users });
    await user.click(within(cell(dupont, 'Collaborateur')).getByRole('button', { name: 'Retirer Claire Morel' }));
    expect(chips(cell(dupont, 'Collaborateur'))).toEqual([]);
    await waitFor(() =>
      expect(api.sent('DELETE', '/api/clients/').map((call) => call.path)).toEqual([
        `/api/clients/${dupont.id}/collaborators/${CLAIRE.id}`,
      ]),
    );
  });

  it('« + » opens a menu of the users not assigned yet; picking one adds its chip', async () => {
    const { user, cell, api } = renderClientsGrid({ rows: [dupont], users });
    await user.click(within(cell(dupont, 'Collaborateur')).getByRole('button', { name: 'Ajouter un collaborateur' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Claire Morel' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Paul Lefèvre' }));
    await waitFor(() => expect(chips(cell(dupont, 'Collaborateur'))).toEqual(['Retirer Claire Morel', 'Retirer Paul Lefèvre']));
    expect(api.sent('PUT', '/api/clients/').map((call) => call.path)).toEqual([`/api/clients/${dupont.id}/collaborators/${PAUL.id}`]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('from the keyboard: Enter opens the menu, which can remove too; Escape closes it and gives the cell back', async () => {
    const { user, cell } = renderClientsGrid({ rows: [dupont], users });
    await user.click(cell(dupont, 'Raison Sociale'));
    await user.keyboard('{Escape}{ArrowRight}{ArrowRight}');
    expect(cell(dupont, 'Collaborateur')).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Paul Lefèvre', 'Retirer Claire Morel']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(cell(dupont, 'Collaborateur')).toHaveFocus();
    expect(chips(cell(dupont, 'Collaborateur'))).toEqual(['Retirer Claire Morel']);
  });

  it('says when every user is already assigned', async () => {
    const full = clientRow({ raisonSociale: 'Complet', collaboratorIds: [CLAIRE.id, PAUL.id] });
    const { user, cell } = renderClientsGrid({ rows: [full], users });
    await user.click(within(cell(full, 'Collaborateur')).getByRole('button', { name: 'Ajouter un collaborateur' }));
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Tous les utilisateurs sont assignés' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
  });

  it('a failed addition takes the chip away again and says so in French', async () => {
    const { user, cell } = renderClientsGrid({
      rows: [dupont],
      users,
      routes: { 'PUT /api/clients/:id/collaborators/:userId': apiError(500, 'INTERNAL', 'Erreur interne') },
    });
    await user.click(within(cell(dupont, 'Collaborateur')).getByRole('button', { name: 'Ajouter un collaborateur' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Paul Lefèvre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'ajout du collaborateur");
    expect(chips(cell(dupont, 'Collaborateur'))).toEqual(['Retirer Claire Morel']);
  });

  it('a failed removal puts the chip back and says so in French', async () => {
    const { user, cell } = renderClientsGrid({
      rows: [dupont],
      users,
      routes: { 'DELETE /api/clients/:id/collaborators/:userId': apiError(403, 'FORBIDDEN', 'Accès refusé') },
    });
    await user.click(within(cell(dupont, 'Collaborateur')).getByRole('button', { name: 'Retirer Claire Morel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la suppression du collaborateur');
    expect(chips(cell(dupont, 'Collaborateur'))).toEqual(['Retirer Claire Morel']);
  });
});
