import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { clientRow } from '../../../../entities/client/test-rows.ts';
import { apiError } from '../../../../testing/fake-api.ts';
import { renderClientsGrid } from '../../testing/render-clients-grid.tsx';

const dupont = clientRow({ raisonSociale: 'Dupont SARL', siret: '73282932000074', numeroClient: 'C-001' });
const martin = clientRow({ raisonSociale: 'Martin et fils', ville: null, codePostal: null });
const rows = [dupont, martin];

describe('TextCellEditor in the Clients grid', () => {
  it('a click opens the cell as a focused input labelled by its column, holding the value', async () => {
    const { user, cell } = renderClientsGrid({ rows });
    await user.click(cell(dupont, 'Raison Sociale'));
    const input = within(cell(dupont, 'Raison Sociale')).getByRole('textbox', { name: 'Raison Sociale' });
    expect(input).toHaveValue('Dupont SARL');
    expect(input).toHaveFocus();
  });

  it('Enter saves the typed text, shows it in the cell with « Enregistré », and gives the keyboard back to the cell', async () => {
    const { user, cell, patches } = renderClientsGrid({ rows });
    await user.click(cell(dupont, 'Raison Sociale'));
    await user.keyboard('{Control>}a{/Control}Dupont & Associés{Enter}');
    expect(cell(dupont, 'Raison Sociale')).toHaveTextContent('Dupont & Associés');
    expect(cell(dupont, 'Raison Sociale')).toHaveFocus();
    await waitFor(() => expect(patches()).toEqual([{ path: `/api/clients/${dupont.id}`, body: { raisonSociale: 'Dupont & Associés' } }]));
    expect(await screen.findByText('Enregistré')).toBeInTheDocument();
  });

  it('Escape cancels: the old value is back, nothing is sent, the keyboard stays on the cell', async () => {
    const { user, cell, patches } = renderClientsGrid({ rows });
    await user.click(cell(dupont, 'Raison Sociale'));
    await user.keyboard('{Control>}a{/Control}Autre nom{Escape}');
    expect(within(cell(dupont, 'Raison Sociale')).queryByRole('textbox')).not.toBeInTheDocument();
    expect(cell(dupont, 'Raison Sociale')).toHaveTextContent('Dupont SARL');
    expect(cell(dupont, 'Raison Sociale')).toHaveFocus();
    expect(patches()).toEqual([]);
  });

  it('Tab saves and moves to the next cell, Shift+Tab to the previous one', async () => {
    const { user, cell, patches } = renderClientsGrid({ rows });
    await user.click(cell(dupont, 'Raison Sociale'));
    await user.keyboard('{Control>}a{/Control}Dupont SA');
    await user.tab();
    expect(cell(dupont, 'SIRET')).toHaveFocus();
    await user.click(cell(dupont, 'Raison Sociale'));
    await user.tab({ shift: true });
    expect(cell(dupont, 'N° Client')).toHaveFocus();
    await waitFor(() => expect(patches().map((patch) => patch.body)).toEqual([{ raisonSociale: 'Dupont SA' }]));
  });

  it('on a focused cell, Enter opens the editor and a typed character starts it with that character', async () => {
    const { user, cell } = renderClientsGrid({ rows });
    await user.click(cell(dupont, 'Raison Sociale'));
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    expect(within(cell(dupont, 'Raison Sociale')).getByRole('textbox')).toHaveValue('Dupont SARL');
    // Raison Sociale → SIRET → Collaborateur → Classification → Statut → Date Clôture → Adresse.
    await user.keyboard('{Escape}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(cell(dupont, 'Adresse')).toHaveFocus();
    await user.keyboard('1');
    expect(within(cell(dupont, 'Adresse')).getByRole('textbox', { name: 'Adresse' })).toHaveValue('1');
  });

  it('an unchanged value sends nothing; an emptied optional field is saved as null', async () => {
    const { user, cell, patches } = renderClientsGrid({ rows });
    await user.click(cell(dupont, 'N° Client'));
    await user.keyboard('{Enter}');
    expect(patches()).toEqual([]);
    await user.click(cell(dupont, 'N° Client'));
    await user.clear(within(cell(dupont, 'N° Client')).getByRole('textbox'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(patches().map((patch) => patch.body)).toEqual([{ numeroClient: null }]));
  });

  it('a refused save says why, reopens the cell with the typed text, and Escape then puts back the saved value', async () => {
    const { user, cell } = renderClientsGrid({
      rows,
      routes: { 'PATCH /api/clients/:id': apiError(400, 'VALIDATION', 'La raison sociale est requise') },
    });
    await user.click(cell(dupont, 'Raison Sociale'));
    await user.keyboard('{Control>}a{/Control}   {Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur lors de la sauvegarde');
    expect(alert).toHaveTextContent('La raison sociale est requise');
    const reopened = await within(cell(dupont, 'Raison Sociale')).findByRole('textbox');
    expect(reopened).toHaveValue('   ');
    expect(cell(dupont, 'Raison Sociale')).toHaveAttribute('data-state', 'error');
    await user.keyboard('{Escape}');
    expect(cell(dupont, 'Raison Sociale')).toHaveTextContent('Dupont SARL');
    expect(cell(dupont, 'Raison Sociale')).not.toHaveAttribute('data-state', 'error');
  });

  it('a save that fails after the user left the grid marks the cell with the typed text, which a click brings back', async () => {
    const { user, cell } = renderClientsGrid({
      rows,
      routes: { 'PATCH /api/clients/:id': { status: 503 } },
    });
    await user.click(cell(dupont, 'Adresse'));
    await user.keyboard('12 rue de la Paix');
    // The blur saves; the focus is then outside the grid (on the page's toast area, say).
    await user.click(document.body);
    await waitFor(() => expect(cell(dupont, 'Adresse')).toHaveAttribute('data-state', 'error'));
    expect(cell(dupont, 'Adresse')).toHaveAttribute('title', 'Erreur lors de la sauvegarde — valeur saisie : « 12 rue de la Paix »');
    expect(cell(dupont, 'Adresse')).not.toHaveTextContent('12 rue de la Paix');
    await user.click(cell(dupont, 'Adresse'));
    expect(within(cell(dupont, 'Adresse')).getByRole('textbox')).toHaveValue('12 rue de la Paix');
  });

  it('an invalid SIRET is flagged while typed, and still saved without its spaces', async () => {
    const { user, cell, patches } = renderClientsGrid({ rows });
    await user.click(cell(martin, 'SIRET'));
    const input = within(cell(martin, 'SIRET')).getByRole('textbox', { name: 'SIRET' });
    await user.keyboard('123 456 789');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.keyboard('732 829 320 00074');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(patches().map((patch) => patch.body)).toEqual([{ siret: '73282932000074' }]));
  });
});

describe('the closing date cell', () => {
  it('takes a month or JJ/MM/AAAA and shows the saved date as its month, the full date in the tooltip', async () => {
    const { user, cell, patches } = renderClientsGrid({ rows });
    await user.click(cell(martin, 'Date Clôture'));
    const input = within(cell(martin, 'Date Clôture')).getByRole('textbox', { name: 'Date Clôture' });
    expect(input).toHaveAttribute('placeholder', 'mois ou JJ/MM/AAAA');
    await user.keyboard('31/03/2025{Enter}');
    await waitFor(() => expect(patches().map((patch) => patch.body)).toEqual([{ dateCloture: '2025-03-31' }]));
    expect(within(cell(martin, 'Date Clôture')).getByTitle('31/03/2025')).toHaveTextContent('Mars');
  });
});

describe('the fiscal profile’s text cells', () => {
  it('« Date de création » takes JJ/MM/AAAA, flags an impossible date, and shows the server’s French refusal', async () => {
    const { user, cell, patches } = renderClientsGrid({
      rows,
      shownColumns: ['dateCreation'],
      routes: { 'PATCH /api/clients/:id': apiError(400, 'VALIDATION', 'Date de création invalide. Utilisez JJ/MM/AAAA') },
    });
    await user.click(cell(dupont, 'Date de création'));
    const input = within(cell(dupont, 'Date de création')).getByRole('textbox', { name: 'Date de création' });
    expect(input).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
    await user.keyboard('31/02/2020');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Date de création invalide. Utilisez JJ/MM/AAAA');
    expect(await within(cell(dupont, 'Date de création')).findByRole('textbox')).toHaveValue('31/02/2020');
    expect(patches().map((patch) => patch.body)).toEqual([{ dateCreation: '31/02/2020' }]);
  });

  it('« Jour de TVA (CA3) » is flagged outside 15 to 24 and sent as a number', async () => {
    const { user, cell, patches } = renderClientsGrid({ rows, shownColumns: ['jourTva'] });
    await user.click(cell(dupont, 'Jour de TVA (CA3)'));
    const input = within(cell(dupont, 'Jour de TVA (CA3)')).getByRole('textbox', { name: 'Jour de TVA (CA3)' });
    await user.keyboard('30');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.keyboard('19{Enter}');
    await waitFor(() => expect(patches().map((patch) => patch.body)).toEqual([{ jourTva: 19 }]));
  });
});

describe('postcode and town suggestions', () => {
  const communes = {
    '69001': [
      { nom: 'Lyon', codeInsee: '69123' },
      { nom: 'Lyon 1er Arrondissement', codeInsee: '69381' },
    ],
  };

  it('a 5-digit postcode lists its communes; arrows and Enter pick one, saving the postcode and the town together', async () => {
    const { user, cell, patches } = renderClientsGrid({ rows, communes });
    await user.click(cell(martin, 'Code Postal'));
    const input = within(cell(martin, 'Code Postal')).getByRole('combobox', { name: 'Code Postal' });
    await user.keyboard('69001');
    const list = await screen.findByRole('listbox', { name: 'Communes de ce code postal (remplit la ville)' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Lyon', 'Lyon 1er Arrondissement']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getByRole('option', { name: 'Lyon 1er Arrondissement' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(patches().map((patch) => patch.body)).toEqual([{ codePostal: '69001', ville: 'Lyon 1er Arrondissement' }]),
    );
    expect(cell(martin, 'Ville')).toHaveTextContent('Lyon 1er Arrondissement');
  });

  it('the town offers the communes of the row’s postcode, narrowed by what is typed, whatever its case', async () => {
    const withPostcode = clientRow({ raisonSociale: 'Lyonnaise SAS', codePostal: '69001' });
    const { user, cell, patches } = renderClientsGrid({ rows: [withPostcode], communes });
    await user.click(cell(withPostcode, 'Ville'));
    const list = await screen.findByRole('listbox', { name: 'Communes du 69001' });
    await user.keyboard('ARRON');
    await waitFor(() => expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Lyon 1er Arrondissement']));
    await user.click(within(list).getByRole('option', { name: 'Lyon 1er Arrondissement' }));
    await waitFor(() => expect(patches().map((patch) => patch.body)).toEqual([{ ville: 'Lyon 1er Arrondissement' }]));
  });
});
