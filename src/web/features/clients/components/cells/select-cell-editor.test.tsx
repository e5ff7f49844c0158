import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Software } from '../../../../../shared/software.ts';
import { clientRow } from '../../../../entities/client/test-rows.ts';
import { apiError } from '../../../../testing/fake-api.ts';
import { renderClientsGrid } from '../../testing/render-clients-grid.tsx';

const dupont = clientRow({ raisonSociale: 'Dupont SARL', status: 'actif', classification: 'SARL' });
const rows = [dupont];

const SOFTWARE: Software[] = [
  { id: '4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e01', name: 'Sage', displayOrder: 1, clientCount: 0 },
  { id: '4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e02', name: 'Cegid', displayOrder: 2, clientCount: 0 },
];

const optionLabels = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('SelectCellEditor in the Clients grid', () => {
  it('a click opens a focused select labelled by its column, on the current value, its choices in French', async () => {
    const { user, cell } = renderClientsGrid({ rows });
    await user.click(cell(dupont, 'Statut'));
    const select = within(cell(dupont, 'Statut')).getByRole('combobox', { name: 'Statut' });
    expect(select).toHaveFocus();
    expect(select).toHaveDisplayValue('Actif');
    expect(optionLabels(select)).toEqual(['Actif', 'Inactif', 'Prospect']);
  });

  it('a choice saves at once: the cell shows it and keeps the keyboard', async () => {
    const { user, cell, patches } = renderClientsGrid({ rows });
    await user.click(cell(dupont, 'Statut'));
    await user.selectOptions(within(cell(dupont, 'Statut')).getByRole('combobox'), 'Inactif');
    expect(within(cell(dupont, 'Statut')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(cell(dupont, 'Statut')).toHaveTextContent('Inactif');
    expect(cell(dupont, 'Statut')).toHaveFocus();
    await waitFor(() => expect(patches()).toEqual([{ path: `/api/clients/${dupont.id}`, body: { status: 'inactif' } }]));
  });

  it('Escape closes the select without saving; Enter keeps the value and sends nothing', async () => {
    const { user, cell, patches } = renderClientsGrid({ rows });
    await user.click(cell(dupont, 'Statut'));
    await user.keyboard('{Escape}');
    expect(within(cell(dupont, 'Statut')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(cell(dupont, 'Statut')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(cell(dupont, 'Statut')).getByRole('combobox')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(cell(dupont, 'Statut')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(cell(dupont, 'Statut')).toHaveTextContent('Actif');
    expect(patches()).toEqual([]);
  });

  it('Tab leaves the select for the next cell, Shift+Tab for the previous one', async () => {
    const { user, cell } = renderClientsGrid({ rows });
    await user.click(cell(dupont, 'Statut'));
    await user.tab();
    expect(cell(dupont, 'Date Clôture')).toHaveFocus();
    await user.click(cell(dupont, 'Statut'));
    await user.tab({ shift: true });
    expect(cell(dupont, 'Classification')).toHaveFocus();
  });

  it('« Aucune classification » saves no classification (null)', async () => {
    const { user, cell, patches } = renderClientsGrid({ rows });
    await user.click(cell(dupont, 'Classification'));
    const select = within(cell(dupont, 'Classification')).getByRole('combobox', { name: 'Classification' });
    expect(select).toHaveDisplayValue('SARL');
    await user.selectOptions(select, 'Aucune classification');
    await waitFor(() => expect(patches().map((patch) => patch.body)).toEqual([{ classification: null }]));
    expect(cell(dupont, 'Classification')).toHaveTextContent('');
  });

  it('the software cell offers « Aucun logiciel » then the firm’s software, and shows the chosen name', async () => {
    const { user, cell, patches } = renderClientsGrid({ rows, software: SOFTWARE });
    await user.click(cell(dupont, 'Logiciel'));
    const select = within(cell(dupont, 'Logiciel')).getByRole('combobox', { name: 'Logiciel' });
    expect(optionLabels(select)).toEqual(['Aucun logiciel', 'Sage', 'Cegid']);
    await user.selectOptions(select, 'Cegid');
    await waitFor(() => expect(patches().map((patch) => patch.body)).toEqual([{ softwareId: SOFTWARE[1]?.id }]));
    expect(cell(dupont, 'Logiciel')).toHaveTextContent('Cegid');
  });

  it('a fiscal profile choice is offered and shown by its French label', async () => {
    const { user, cell, patches } = renderClientsGrid({ rows, shownColumns: ['employeur'] });
    await user.click(cell(dupont, 'Employeur'));
    const select = within(cell(dupont, 'Employeur')).getByRole('combobox', { name: 'Employeur' });
    expect(select).toHaveDisplayValue('Non');
    await user.selectOptions(select, 'Moins de 50 salariés');
    await waitFor(() => expect(patches().map((patch) => patch.body)).toEqual([{ employeur: 'moins_50' }]));
    expect(cell(dupont, 'Employeur')).toHaveTextContent('Moins de 50 salariés');
  });

  it("« Catégorie d'entreprise » offers « Non renseignée » then the four categories, and saves the code", async () => {
    const { user, cell, patches } = renderClientsGrid({ rows, shownColumns: ['categorieEntreprise'] });
    await user.click(cell(dupont, "Catégorie d'entreprise"));
    const select = within(cell(dupont, "Catégorie d'entreprise")).getByRole('combobox', { name: "Catégorie d'entreprise" });
    expect(select).toHaveDisplayValue('Non renseignée');
    expect(optionLabels(select)).toEqual(['Non renseignée', 'Micro-entreprise', 'PME', 'ETI', 'Grande entreprise']);
    await user.selectOptions(select, 'ETI');
    await waitFor(() => expect(patches().map((patch) => patch.body)).toEqual([{ categorieEntreprise: 'eti' }]));
    expect(cell(dupont, "Catégorie d'entreprise")).toHaveTextContent('ETI');
  });

  it('a refused choice says why, turns the cell red and reopens on the choice that failed; Escape puts back the saved value', async () => {
    const { user, cell } = renderClientsGrid({
      rows,
      routes: { 'PATCH /api/clients/:id': apiError(409, 'CONFLICT', 'Un collègue a modifié ce client entre-temps') },
    });
    await user.click(cell(dupont, 'Statut'));
    await user.selectOptions(within(cell(dupont, 'Statut')).getByRole('combobox'), 'Prospect');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur lors de la sauvegarde');
    expect(alert).toHaveTextContent('Un collègue a modifié ce client entre-temps');
    await waitFor(() => expect(cell(dupont, 'Statut')).toHaveAttribute('data-state', 'error'));
    expect(within(cell(dupont, 'Statut')).getByRole('combobox')).toHaveDisplayValue('Prospect');
    await user.keyboard('{Escape}');
    expect(cell(dupont, 'Statut')).toHaveTextContent('Actif');
    expect(cell(dupont, 'Statut')).not.toHaveAttribute('data-state', 'error');
  });
});
