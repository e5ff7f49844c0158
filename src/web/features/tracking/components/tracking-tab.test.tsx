import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { TRACKING_STATUSES, type TrackingRow } from '../../../../shared/tracking.ts';
import { apiError, fakeApi, type ApiCall, type ApiReply } from '../../../testing/fake-api.ts';
import { fakeListIds, fakeListPages } from '../../../testing/fake-client-list-server.ts';
import { paramsOf } from '../../../testing/fake-pages.ts';
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

const FEW = [
  row('Boulangerie Martin', '11111111100011', { 2026: 'fait', 2025: 'fait' }),
  row('Atelier Zola', null, { 2026: 'a_faire', 2025: 'pas_concerne' }),
  row('Cabinet Durand', '22222222200022', { 2026: 'a_faire', 2025: 'a_faire' }),
];
/** More clients than a page holds: 300, one in four « Fait » in 2026 (225 à faire). */
const MANY = Array.from({ length: 300 }, (_, index) =>
  row(`Client ${String(index + 100)}`, null, { 2026: index % 4 === 0 ? 'fait' : 'a_faire', 2025: 'a_faire' }),
);

/** `holdNextPages`: the pages after the first never answer, so only the first is loaded. */
function renderCfeTab({ rows: initial = FEW, holdNextPages = false }: { rows?: TrackingRow[]; holdNextPages?: boolean } = {}) {
  let years = [2026, 2025];
  let rows = initial;
  /** GET /api/tracking/cfe's rules, as tracking-list-page.ts applies them: the most recent year's status. */
  const rules = {
    statusOf: (item: TrackingRow) => item.statuses[String(years[0])] ?? 'a_faire',
    tiles: TRACKING_STATUSES,
    sortKeys: { siret: (item: TrackingRow) => item.siret },
  };
  const pages = fakeListPages(() => rows, rules);
  const withYears = (call: ApiCall): ApiReply | Promise<ApiReply> =>
    holdNextPages && call.path.includes('cursor=') ? new Promise<ApiReply>(() => {}) : { body: { years, ...(pages(call).body as object) } };
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
    'POST /api/tracking/cfe/:year/bulk': { body: { batchId: '5f0e4d2c-1b3a-4c5d-8e7f-9a0b1c2d3e4f', count: 225 } },
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

  it('« Tout sélectionner » takes every client the filters show, beyond the loaded page, and « Changer le statut » is sent for all of them', async () => {
    const { user, api } = renderCfeTab({ rows: MANY, holdNextPages: true });
    await user.click((await screen.findAllByRole('button', { name: /^À faire/ }))[0] as HTMLElement);
    await waitFor(async () => expect(await table()).toHaveAttribute('aria-rowcount', '226'));
    await user.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(await screen.findByText('225 sélectionné(s)')).toBeInTheDocument();
    expect(paramsOf(api.sent('GET', '/api/tracking/cfe/ids')[0] as never).get('status')).toBe('a_faire');
    await user.click(screen.getByRole('button', { name: 'Changer le statut' }));
    await user.selectOptions(screen.getByLabelText('Nouveau statut'), 'Fait');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(api.sent('POST', '/api/tracking/cfe/2026/bulk')).toHaveLength(1));
    const body = api.sent('POST', '/api/tracking/cfe/2026/bulk')[0]?.body as { clientIds: string[]; status: string };
    expect(body.status).toBe('fait');
    expect(new Set(body.clientIds)).toEqual(new Set(MANY.filter((item) => item.statuses[2026] === 'a_faire').map((item) => item.clientId)));
  });

  it('« Exporter (CSV) » saves every row the filters show, loaded or not, every year', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, api } = renderCfeTab({ rows: MANY, holdNextPages: true });
    await table();
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const lines = (await (created.mock.calls[0]?.[0] as Blob).text()).split('\r\n');
    expect(lines[0]).toContain('Client;SIRET;CFE 2026;CFE 2025');
    expect(lines.slice(1, -1)).toHaveLength(300);
    expect(lines[1]).toBe('Client 100;;Fait;À faire');
    const whole = api.sent('GET', '/api/tracking/cfe?').at(-1);
    expect(paramsOf(whole as never).has('limit')).toBe(false);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^suivi-cfe-\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
    created.mockRestore();
  });
});
