import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { AuthorizationRow, AuthorizationStatus } from '../../../../shared/authorizations.ts';
import { paramsOf } from '../../../testing/fake-pages.ts';
import { renderAuthorizationTab } from '../testing/render-authorization-tab.tsx';

// An authorisation tab (Habilitations, Banque) paged on the server (decision 0009): what it asks,
// the tiles and count from the first page, an inline status shown at once then read again, a
// selection beyond the loaded rows, and the export of every row the filters show.

const id = (index: number) => `0b7c6c1e-3f5a-4d7e-9a41-${String(index).padStart(12, '0')}`;
const row = (index: number, status: AuthorizationStatus, raisonSociale = `Client ${String(index).padStart(3, '0')}`): AuthorizationRow => ({
  clientId: id(index),
  raisonSociale,
  siret: null,
  status,
  authorizationDate: null,
  updatedAt: null,
});
const FEW = [row(1, 'en_cours', 'Dupont SARL'), row(2, 'a_faire', 'Martin et fils'), row(3, 'ok_client', 'Zola et associés')];
/** More clients than a page: 150 « OK », 300 « À faire ». */
const MANY = Array.from({ length: 450 }, (_, index) => row(index, index % 3 === 0 ? 'ok_client' : 'a_faire'));

const table = () => screen.findByRole('table', { name: 'Clients — Impôts' });
async function shownClients() {
  return [...(await table()).querySelectorAll('[data-col="client"]')].map((cell) => cell.textContent);
}
const tile = (status: string) => within(screen.getByRole('group', { name: 'Statuts — Impôts' })).getByRole('button', { name: new RegExp(`^${status}`) });
const listRequests = (api: { sent: (method: string, prefix: string) => { path: string }[] }) => api.sent('GET', '/api/authorizations/impots?');

describe('AuthorizationTab, paged on the server', () => {
  it('asks for the first page with the URL’s filters in the API’s names, and shows the server’s tiles and count', async () => {
    const { api } = renderAuthorizationTab({ rows: FEW, filters: { mes: 1, tri: 'siret', ordre: 'desc', recherche: 'o' } });
    await table();
    expect(Object.fromEntries(paramsOf(listRequests(api)[0] as never))).toEqual({ sort: 'siret', order: 'desc', q: 'o', mine: 'true', limit: '200' });
    expect(tile('À faire')).toHaveTextContent('1');
    expect(tile('En cours')).toHaveTextContent('1');
    expect(tile('OK')).toHaveTextContent('1');
    // The search narrows the table (Martin et fils has no « o »), not the tiles.
    expect(screen.getByText('2 clients')).toBeInTheDocument();
  });

  it('a tile asks the server for its status; the tiles still count every status', async () => {
    const { user, api } = renderAuthorizationTab({ rows: FEW });
    expect(await shownClients()).toEqual(['Dupont SARL', 'Martin et fils', 'Zola et associés']);
    await user.click(tile('En cours'));
    await waitFor(async () => expect(await shownClients()).toEqual(['Dupont SARL']));
    expect(paramsOf(listRequests(api).at(-1) as never).get('status')).toBe('en_cours');
    expect(screen.getByRole('combobox', { name: 'Filtrer par statut' })).toHaveValue('en_cours');
    expect(tile('À faire')).toHaveTextContent('1');
    expect(tile('OK')).toHaveTextContent('1');
  });

  it('a status chosen in a row shows at once, is saved, then the pages and tiles are read again', async () => {
    const { user, api } = renderAuthorizationTab({ rows: FEW });
    await table();
    const asked = listRequests(api).length;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut de Martin et fils' }), 'OK');
    expect(screen.getByRole('combobox', { name: 'Statut de Martin et fils' })).toHaveValue('ok_client');
    await waitFor(() => expect(api.sent('PUT', `/api/authorizations/impots/${id(2)}`)).toHaveLength(1));
    expect(api.sent('PUT', `/api/authorizations/impots/${id(2)}`)[0]?.body).toEqual({ status: 'ok_client' });
    await waitFor(() => expect(tile('OK')).toHaveTextContent('2'));
    expect(tile('À faire')).toHaveTextContent('0');
    expect(listRequests(api).length).toBeGreaterThan(asked);
    expect(screen.getByRole('combobox', { name: 'Statut de Martin et fils' })).toHaveValue('ok_client');
  });

  it('« Tout sélectionner » takes every client the filters show, beyond the loaded page, and the bulk change is sent for all of them', async () => {
    const { user, api } = renderAuthorizationTab({
      rows: MANY,
      filters: { statut: 'a_faire' },
      holdNextPages: true,
      routes: { 'POST /api/authorizations/impots/bulk': { body: { batchId: '5f0e4d2c-1b3a-4c5d-8e7f-9a0b1c2d3e4f', count: 300 } } },
    });
    await table();
    expect(screen.getByText('300 clients')).toBeInTheDocument();
    expect(await table()).toHaveAttribute('aria-rowcount', '301');
    await user.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(await screen.findByText('300 sélectionné(s)')).toBeInTheDocument();
    expect(paramsOf(api.sent('GET', '/api/authorizations/impots/ids')[0] as never).get('status')).toBe('a_faire');
    await user.click(screen.getByRole('button', { name: 'Changer le statut' }));
    await user.selectOptions(screen.getByLabelText('Nouveau statut'), 'En cours');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(api.sent('POST', '/api/authorizations/impots/bulk')).toHaveLength(1));
    const body = api.sent('POST', '/api/authorizations/impots/bulk')[0]?.body as { clientIds: string[]; status: string };
    expect(body.status).toBe('en_cours');
    expect(new Set(body.clientIds)).toEqual(new Set(MANY.filter((item) => item.status === 'a_faire').map((item) => item.clientId)));
  });

  it('« Exporter (CSV) » saves every row the filters show, loaded or not, in the table’s order', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, api } = renderAuthorizationTab({ rows: MANY, filters: { statut: 'ok_client', tri: 'client', ordre: 'desc' } });
    await table();
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const lines = (await (created.mock.calls[0]?.[0] as Blob).text()).split('\r\n');
    expect(lines[0]).toContain('Client;SIRET;Statut;Date');
    expect(lines.slice(1, -1)).toHaveLength(150);
    expect(lines[1]).toBe('Client 447;;OK;');
    const whole = listRequests(api).at(-1);
    expect(paramsOf(whole as never).has('limit')).toBe(false);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^habilitations-impots-\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
    created.mockRestore();
  });
});
