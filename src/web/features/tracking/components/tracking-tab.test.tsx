import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { TRACKING_STATUSES, type TrackingRow } from '../../../../shared/tracking.ts';
import { apiError, fakeApi, type ApiCall, type ApiReply } from '../../../testing/fake-api.ts';
import { fakeListIds, fakeListPages } from '../../../testing/fake-client-list-server.ts';
import { renderApp } from '../../../testing/render.tsx';
import type { TrackingSearch } from '../tracking-search.ts';
import { TrackingTab } from './tracking-tab.tsx';

// Suivi's CFE tab over a fake paged server (decision 0009: the list is paged, filtered and counted
// on the most recent year by the server, its years given with every page).

const row = (raisonSociale: string, siret: string | null, statuses: Record<string, TrackingRow['statuses'][string]>): TrackingRow => ({
  clientId: `id-${raisonSociale}`,
  raisonSociale,
  siret,
  statuses,
});

function renderCfeTab() {
  let years = [2026, 2025];
  let rows = [
    row('Boulangerie Martin', '11111111100011', { 2026: 'fait', 2025: 'fait' }),
    row('Atelier Zola', null, { 2026: 'a_faire', 2025: 'pas_concerne' }),
    row('Cabinet Durand', '22222222200022', { 2026: 'a_faire', 2025: 'a_faire' }),
  ];
  /** GET /api/tracking/cfe's rules, as tracking-list-page.ts applies them: the most recent year's status. */
  const rules = {
    statusOf: (item: TrackingRow) => item.statuses[String(years[0])] ?? 'a_faire',
    tiles: TRACKING_STATUSES,
    sortKeys: { siret: (item: TrackingRow) => item.siret },
  };
  const pages = fakeListPages(() => rows, rules);
  const withYears = (call: ApiCall): ApiReply => ({ body: { years, ...(pages(call).body as object) } });
  const api = fakeApi({
    'GET /api/tracking/cfe/ids': fakeListIds(() => rows, rules),
    'GET /api/tracking/cfe': withYears,
    'PUT /api/tracking/cfe/:clientId/:year': (call, params) => {
      const status = (call.body as { status: TrackingRow['statuses'][string] }).status;
      rows = rows.map((item) => (item.clientId === params.clientId ? { ...item, statuses: { ...item.statuses, [params.year ?? '']: status } } : item));
      return { body: { clientId: params.clientId, kind: 'cfe', year: Number(params.year), status, updatedAt: '2026-11-20T10:00:00.000Z' } };
    },
    'POST /api/tracking/cfe/years': (call) => {
      const { year } = call.body as { year: number };
      years = [year, ...years].sort((a, b) => b - a);
      return { status: 201, body: { kind: 'cfe', year } };
    },
    'GET /api/users': { body: { users: [] } },
    'GET /api/me': apiError(401, 'UNAUTHORIZED', 'Vous devez vous connecter'),
  });

  function Harness() {
    const [filters, setFilters] = useState<TrackingSearch>({});
    const view = {
      filters,
      onFiltersChange: (changes: Partial<TrackingSearch>) => setFilters((previous) => ({ ...previous, ...changes })),
      portfolio: { clientIds: undefined, isPending: false, error: null, retry: () => {} },
    };
    return <TrackingTab kind="cfe" kindLabel="CFE" view={view} />;
  }
  return { ...renderApp(<Harness />), api };
}

const table = () => screen.findByRole('table', { name: 'Suivi CFE' });
async function shownClients() {
  return [...(await table()).querySelectorAll('[data-col="client"]')].map((cell) => cell.textContent);
}
const tile = (year: number, status: string) =>
  within(screen.getByRole('group', { name: `Statuts CFE ${year}` })).getByRole('button', { name: new RegExp(`^${status}`) });

describe('Suivi, paged on the server', () => {
  it('asks for the first page, shows a column per year of the answer and the most recent year’s tiles', async () => {
    const { api } = renderCfeTab();
    expect(await shownClients()).toEqual(['Atelier Zola', 'Boulangerie Martin', 'Cabinet Durand']);
    expect(api.sent('GET', '/api/tracking/cfe').map((call) => call.path)).toEqual(['/api/tracking/cfe?sort=client&order=asc&limit=200']);
    const headers = within(await table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(-2)).toEqual(['2026', '2025']);
    expect(tile(2026, 'À faire')).toHaveTextContent('2');
    expect(tile(2026, 'Fait')).toHaveTextContent('1');
    expect(screen.getByRole('combobox', { name: 'CFE 2025 de Atelier Zola' })).toHaveValue('pas_concerne');
  });

  it('filters on a tile and sorts by SIRET through the server, clients without one last', async () => {
    const { user, api } = renderCfeTab();
    await shownClients();
    await user.click(tile(2026, 'À faire'));
    await waitFor(async () => expect(await shownClients()).toEqual(['Atelier Zola', 'Cabinet Durand']));
    expect(api.sent('GET', '/api/tracking/cfe?status=a_faire').length).toBeGreaterThan(0);
    await user.click(tile(2026, 'À faire'));
    await user.click(within(await table()).getByRole('button', { name: /SIRET/ }));
    await waitFor(async () => expect(await shownClients()).toEqual(['Boulangerie Martin', 'Cabinet Durand', 'Atelier Zola']));
  });

  it('shows a changed status at once, then reads the tiles again from the server', async () => {
    const { user, api } = renderCfeTab();
    await shownClients();
    const cell = screen.getByRole('combobox', { name: 'CFE 2026 de Cabinet Durand' });
    await user.selectOptions(cell, 'Fait');
    expect(screen.getByRole('combobox', { name: 'CFE 2026 de Cabinet Durand' })).toHaveValue('fait');
    expect(api.sent('PUT', '/api/tracking/cfe/')).toEqual([expect.objectContaining({ path: '/api/tracking/cfe/id-Cabinet Durand/2026', body: { status: 'fait' } })]);
    await waitFor(() => expect(tile(2026, 'Fait')).toHaveTextContent('2'));
    expect(tile(2026, 'À faire')).toHaveTextContent('1');
  });

  it('adds a year: its column and its tiles come with the pages read again', async () => {
    const { user } = renderCfeTab();
    await shownClients();
    await user.click(screen.getByRole('button', { name: 'Ajouter année' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une année' });
    await user.type(within(dialog).getByLabelText('Année'), '2027');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await screen.findByRole('group', { name: 'Statuts CFE 2027' });
    expect(tile(2027, 'À faire')).toHaveTextContent('3');
    expect(within(await table()).getAllByRole('columnheader').map((header) => header.textContent).slice(-3)).toEqual(['2027', '2026', '2025']);
  });
});
