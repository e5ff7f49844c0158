import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { PLATFORMS } from '../../../../shared/e-invoicing/platforms.ts';
import { DUPONT, MARTIN, ZOLA } from '../testing/e-invoicing-rows.ts';
import { renderEInvoicingTab } from '../testing/render-e-invoicing-tab.tsx';

const tableOf = (label: string) => screen.findByRole('table', { name: `Clients — ${label}` });

/** The client names the table shows, in order. */
async function shownClients(label = 'Réception') {
  const table = await tableOf(label);
  return [...table.querySelectorAll('[data-col="client"]')].map((cell) => cell.textContent);
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`Pas de ligne pour ${name}`);
  return row;
}

const tile = (tab: string, status: string) =>
  within(screen.getByRole('group', { name: `Statuts — ${tab}` })).getByRole('button', { name: new RegExp(`^${status}`) });

describe('Facturation électronique: tiles and filters', () => {
  it('the tiles count the tab’s status; one pressed filters the table, pressed again shows every client', async () => {
    const { user } = renderEInvoicingTab();
    expect(await shownClients()).toEqual(['Dupont SARL', 'Martin et fils', 'Société Zola']);
    expect(tile('Réception', 'À faire')).toHaveTextContent('1');
    expect(tile('Réception', 'En cours')).toHaveTextContent('1');
    expect(tile('Réception', 'Prêt')).toHaveTextContent('1');
    expect(tile('Réception', 'Pas concerné')).toHaveTextContent('0');

    await user.click(tile('Réception', 'En cours'));
    expect(tile('Réception', 'En cours')).toHaveAttribute('aria-pressed', 'true');
    expect(await shownClients()).toEqual(['Martin et fils']);
    expect(screen.getByRole('combobox', { name: 'Filtrer par statut' })).toHaveValue('en_cours');
    await user.click(tile('Réception', 'En cours'));
    expect(await shownClients()).toEqual(['Dupont SARL', 'Martin et fils', 'Société Zola']);
  });

  it('the Émission tab counts the issuing status', async () => {
    renderEInvoicingTab({ tab: 'emission' });
    expect(await shownClients('Émission')).toHaveLength(3);
    expect(tile('Émission', 'À faire')).toHaveTextContent('2');
    expect(tile('Émission', 'En cours')).toHaveTextContent('1');
    expect(tile('Émission', 'Prêt')).toHaveTextContent('0');
  });

  it('the category filter, « Non renseignée » included, narrows the table and the tiles', async () => {
    const { user, changes } = renderEInvoicingTab();
    await shownClients();
    const category = screen.getByRole('combobox', { name: 'Filtrer par catégorie' });
    await user.selectOptions(category, 'Grande entreprise');
    expect(changes).toHaveBeenLastCalledWith({ categorie: 'ge' });
    expect(await shownClients()).toEqual(['Martin et fils']);
    expect(tile('Réception', 'En cours')).toHaveTextContent('1');
    expect(tile('Réception', 'Prêt')).toHaveTextContent('0');
    await user.selectOptions(category, 'Non renseignée');
    expect(await shownClients()).toEqual(['Société Zola']);
    await user.selectOptions(category, 'Toutes les catégories');
    expect(await shownClients()).toHaveLength(3);
  });

  it('the platform filter keeps one platform, « Autre », or the clients without one (« Aucune »)', async () => {
    const { user } = renderEInvoicingTab();
    await shownClients();
    const platform = screen.getByRole('combobox', { name: 'Filtrer par plateforme' });
    await user.selectOptions(platform, 'Pennylane');
    expect(await shownClients()).toEqual(['Dupont SARL']);
    await user.selectOptions(platform, 'Autre');
    expect(await shownClients()).toEqual(['Martin et fils']);
    await user.selectOptions(platform, 'Aucune');
    expect(await shownClients()).toEqual(['Société Zola']);
  });

  it('the search finds a client by SIRET; the category and platform filters come from the URL', async () => {
    const { user } = renderEInvoicingTab({ filters: { plateforme: 'aucune' } });
    expect(await shownClients()).toEqual(['Société Zola']);
    expect(screen.getByRole('combobox', { name: 'Filtrer par plateforme' })).toHaveValue('aucune');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par plateforme' }), 'Toutes les plateformes');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher par raison sociale ou SIRET' }), '552 100 554');
    await waitFor(async () => expect(await shownClients()).toEqual(['Dupont SARL']));
  });

  it('a sortable header sorts by the platform’s name, then the other way', async () => {
    const { user } = renderEInvoicingTab();
    await shownClients();
    const header = screen.getByRole('columnheader', { name: 'Plateforme' });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    // « Autre : Chorus Pro » before Pennylane; no platform last.
    expect(await shownClients()).toEqual(['Martin et fils', 'Dupont SARL', 'Société Zola']);
    await user.click(within(header).getByRole('button'));
    expect(await shownClients()).toEqual(['Dupont SARL', 'Martin et fils', 'Société Zola']);
  });
});

describe('Facturation électronique: the row', () => {
  it('shows each tab’s columns: reception, mandates and directory; or category, its deadline, issuing and e-reporting', async () => {
    renderEInvoicingTab();
    const reception = await tableOf('Réception');
    expect(within(reception).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      expect.anything(),
      'Client',
      'SIRET',
      'Plateforme',
      'Réception',
      'Délégation',
      'Désignation',
      'Annuaire vérifié le',
      'Dernière relance',
      'Historique',
    ]);
    expect(screen.getByRole('textbox', { name: 'Date de réception de Dupont SARL' })).toHaveValue('02/06/2026');
    expect(screen.getByRole('combobox', { name: 'Délégation de Dupont SARL' })).toHaveValue('signe');
    // Accepted at 00:30 in Paris on 1 June: the Paris day.
    const dupont = rowOf(reception, 'Dupont SARL');
    expect(dupont).toHaveTextContent('01/06/2026');
    expect(dupont).toHaveTextContent('Claire Martin');
  });

  it('on Émission, the deadline follows the category and is not typed; a new category is saved on the client', async () => {
    const { user, api } = renderEInvoicingTab({ tab: 'emission' });
    const table = await tableOf('Émission');
    const dupont = rowOf(table, 'Dupont SARL');
    expect(dupont).toHaveTextContent('01/09/2027');
    expect(within(dupont).queryByRole('textbox', { name: /limite/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie de Dupont SARL' }), 'ETI');
    expect(dupont).toHaveTextContent('01/09/2026');
    await waitFor(() => expect(api.sent('PATCH', `/api/clients/${DUPONT}`)).toHaveLength(1));
    expect(api.sent('PATCH', `/api/clients/${DUPONT}`)[0]?.body).toEqual({ categorieEntreprise: 'eti' });
    expect(screen.getByRole('combobox', { name: 'E-reporting de Martin et fils' })).toHaveValue('oui');
  });

  it('a status change saves that field and moves the client between tiles', async () => {
    const { user, api } = renderEInvoicingTab();
    await shownClients();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Réception de Société Zola' }), 'Pas concerné');
    expect(tile('Réception', 'Pas concerné')).toHaveTextContent('1');
    expect(tile('Réception', 'À faire')).toHaveTextContent('0');
    await waitFor(() => expect(api.sent('PUT', `/api/e-invoicing/${ZOLA}`)).toHaveLength(1));
    expect(api.sent('PUT', `/api/e-invoicing/${ZOLA}`)[0]?.body).toEqual({ receptionStatus: 'pas_concerne' });
  });

  it('a date that does not exist is refused with the Habilitations message, tied to its input, and nothing is sent', async () => {
    const { user, api } = renderEInvoicingTab();
    const input = await screen.findByRole('textbox', { name: 'Date de désignation de Martin et fils' });
    await user.type(input, '31/02/2026{Enter}');
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Date invalide. Vérifiez le format JJ/MM/AAAA');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Date invalide. Vérifiez le format JJ/MM/AAAA');
    await user.clear(input);
    await user.type(input, '1/3/2026');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Format de date invalide. Utilisez JJ/MM/AAAA');
    expect(api.sent('PUT', '/api/e-invoicing')).toHaveLength(0);
  });

  it('a real date is saved as AAAA-MM-JJ in its own field; the other date cells of the row are untouched', async () => {
    const { user, api } = renderEInvoicingTab();
    const input = await screen.findByRole('textbox', { name: 'Annuaire vérifié le, pour Martin et fils' });
    await user.type(input, '15/03/2026{Enter}');
    await waitFor(() => expect(api.sent('PUT', `/api/e-invoicing/${MARTIN}`)).toHaveLength(1));
    expect(api.sent('PUT', `/api/e-invoicing/${MARTIN}`)[0]?.body).toEqual({ directoryCheckedAt: '2026-03-15' });
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('15/03/2026');
    expect(screen.getByRole('textbox', { name: 'Date de réception de Martin et fils' })).toHaveValue('');
  });
});

/** A row's platform select, reached by the pointer first as a person's choice is: its options come then. */
async function choosePlatform(user: UserEvent, name: string, option: string) {
  const select = await screen.findByRole('combobox', { name: `Plateforme de ${name}` });
  await user.click(select);
  await user.selectOptions(select, option);
  return select;
}

describe('Facturation électronique: the platform select', () => {
  it('shows the chosen platform, and offers every listed platform, « Aucune » and « Autre » once reached', async () => {
    const { user } = renderEInvoicingTab();
    const select = await screen.findByRole('combobox', { name: 'Plateforme de Dupont SARL' });
    expect(select).toHaveValue('pennylane');
    expect(select).toHaveDisplayValue('Pennylane');
    expect(screen.getByRole('combobox', { name: 'Plateforme de Société Zola' })).toHaveDisplayValue('Aucune');
    expect(screen.getByRole('combobox', { name: 'Plateforme de Martin et fils' })).toHaveDisplayValue('Autre');

    act(() => select.focus());
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(PLATFORMS.length + 2);
    expect(options[0]).toHaveTextContent('Aucune');
    expect(options.at(-1)).toHaveTextContent('Autre');
    expect(select).toHaveDisplayValue('Pennylane');

    const zola = screen.getByRole('combobox', { name: 'Plateforme de Société Zola' });
    await user.pointer({ keys: '[MouseLeft>]', target: zola });
    expect(within(zola).getAllByRole('option')).toHaveLength(PLATFORMS.length + 2);
    expect(zola).toHaveValue('');
  });
});

describe('Facturation électronique: the platform « Autre »', () => {
  it('shows the stored name; « Autre » chosen asks for a name before anything is saved, then saves it on Enter', async () => {
    const { user, api } = renderEInvoicingTab();
    expect(await screen.findByRole('textbox', { name: 'Nom de la plateforme de Martin et fils' })).toHaveValue('Chorus Pro');

    await choosePlatform(user, 'Société Zola', 'Autre');
    const name = screen.getByRole('textbox', { name: 'Nom de la plateforme de Société Zola' });
    expect(name).toHaveFocus();
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Précisez le nom de la plateforme (« Autre »)');
    expect(name).toHaveAccessibleDescription('Précisez le nom de la plateforme (« Autre »)');
    expect(api.sent('PUT', '/api/e-invoicing')).toHaveLength(0);

    await user.type(name, 'Ma PA régionale{Enter}');
    await waitFor(() => expect(api.sent('PUT', `/api/e-invoicing/${ZOLA}`)).toHaveLength(1));
    expect(api.sent('PUT', `/api/e-invoicing/${ZOLA}`)[0]?.body).toEqual({ platform: 'autre', platformOther: 'Ma PA régionale' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(name).toBeEnabled());
    expect(screen.getByRole('combobox', { name: 'Plateforme de Société Zola' })).toHaveValue('autre');
  });

  it('Escape gives up « Autre »: the select shows the stored platform again', async () => {
    const { user, api } = renderEInvoicingTab();
    const select = await choosePlatform(user, 'Dupont SARL', 'Autre');
    await user.type(screen.getByRole('textbox', { name: 'Nom de la plateforme de Dupont SARL' }), 'X{Escape}');
    expect(select).toHaveValue('pennylane');
    expect(screen.queryByRole('textbox', { name: 'Nom de la plateforme de Dupont SARL' })).not.toBeInTheDocument();
    expect(api.sent('PUT', '/api/e-invoicing')).toHaveLength(0);
  });

  it('a listed platform replaces « Autre » at once', async () => {
    const { user, api } = renderEInvoicingTab();
    await choosePlatform(user, 'Martin et fils', 'Sage');
    expect(screen.queryByRole('textbox', { name: 'Nom de la plateforme de Martin et fils' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.sent('PUT', `/api/e-invoicing/${MARTIN}`)).toHaveLength(1));
    expect(api.sent('PUT', `/api/e-invoicing/${MARTIN}`)[0]?.body).toEqual({ platform: 'sage' });
  });
});

describe('Facturation électronique: the export', () => {
  it('« Exporter (CSV) » saves the rows the filters show, in the table’s order, named after the tab', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderEInvoicingTab({ tab: 'emission', filters: { categorie: 'ge' } });
    expect(await shownClients('Émission')).toEqual(['Martin et fils']);
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));
    expect(created).toHaveBeenCalledTimes(1);
    const file = created.mock.calls[0]?.[0] as Blob;
    const lines = (await file.text()).split('\r\n');
    expect(lines[0]).toContain('Client;SIRET;Catégorie;Date limite d’émission;Plateforme;Réception;');
    expect(lines.slice(1, -1)).toEqual([
      'Martin et fils;;Grande entreprise;01/09/2026;Autre : Chorus Pro;En cours;;En cours;;Oui;Aucun;;Aucun;;;;',
    ]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^facturation-electronique-emission-\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
    created.mockRestore();
  });
});
