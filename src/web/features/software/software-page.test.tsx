import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Software, SoftwareClientRow } from '../../../shared/software.ts';
import { apiError, fakeApi, type ApiCall, type ApiReply } from '../../testing/fake-api.ts';
import { fakeListPages } from '../../testing/fake-client-list-server.ts';
import { paramsOf } from '../../testing/fake-pages.ts';
import { renderApp } from '../../testing/render.tsx';
import { SoftwarePage } from './software-page.tsx';

// Logiciels paged on the server (decision 0009): what the page asks for its URL, the cards' counts
// (the tiles within a portfolio, the server's firm-wide count without one), and a software chosen in
// a row shown at once, then the pages and the cards read again.

const SAGE = '6b1f0c3e-8a51-4f4e-9a55-2f0f6f3f8a01';
const EBP = '6b1f0c3e-8a51-4f4e-9a55-2f0f6f3f8a02';
const SOFTWARE: Software[] = [
  { id: SAGE, name: 'Sage', displayOrder: 1, clientCount: 12 },
  { id: EBP, name: 'EBP', displayOrder: 2, clientCount: 7 },
];
const id = (index: number) => `0b7c6c1e-3f5a-4d7e-9a41-${String(index).padStart(12, '0')}`;
const row = (index: number, raisonSociale: string, softwareId: string | null): SoftwareClientRow => ({ clientId: id(index), raisonSociale, siret: null, numeroClient: null, softwareId });

/** `saving`: what a save waits for before the server keeps it (a test sees the row before the answer). */
function renderPage(url: string, rows: SoftwareClientRow[], saving: Promise<void> = Promise.resolve()) {
  let current = rows;
  // The fake list server's status is the software here: it narrows the table, the tiles count each.
  const pages = fakeListPages(() => current, { statusOf: (item: SoftwareClientRow) => item.softwareId ?? '', tiles: [SAGE, EBP] });
  const api = fakeApi({
    'GET /api/software/clients': (call: ApiCall) => pages({ ...call, path: call.path.replace('software=', 'status=') }),
    'GET /api/software': { body: { software: SOFTWARE } },
    'PATCH /api/clients/:id': async (call, params): Promise<ApiReply> => {
      await saving;
      const { softwareId } = call.body as { softwareId: string | null };
      current = current.map((item) => (item.clientId === params.id ? { ...item, softwareId } : item));
      return { body: { id: params.id, softwareId } };
    },
    'GET /api/users': { body: { users: [] } },
    'GET /api/me': apiError(401, 'UNAUTHORIZED', 'Vous devez vous connecter'),
  });
  const rootRoute = createRootRoute({ component: SoftwarePage });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [url] }) });
  return { ...renderApp(<RouterProvider router={router} />), api };
}

const ROWS = [row(1, 'Dupont SARL', SAGE), row(2, 'Martin et fils', EBP), row(3, 'Zola et associés', SAGE), row(4, 'Boulangerie Roux', null)];
const cardCount = (name: string) => within(screen.getByRole('list', { name: 'Logiciels' })).getByRole('button', { name: new RegExp(`^${name}`) });
const listRequests = (api: { sent: (method: string, prefix: string) => { path: string }[] }) => api.sent('GET', '/api/software/clients?');
async function shownClients() {
  const table = await screen.findByRole('table', { name: 'Clients actifs' });
  return [...table.querySelectorAll('[data-col="client"]')].map((cell) => cell.textContent);
}

describe('SoftwarePage, paged on the server', () => {
  it('asks for the first page with the URL’s filters in the API’s names, and counts the portfolio’s clients on the cards', async () => {
    const { api } = renderPage(`/software?mes=1&q=o&tri=client&ordre=desc&logiciel=${SAGE}`, ROWS);
    expect(await shownClients()).toEqual(['Zola et associés', 'Dupont SARL']);
    expect(Object.fromEntries(paramsOf(listRequests(api)[0] as never))).toEqual({ software: SAGE, sort: 'client', order: 'desc', q: 'o', mine: 'true', limit: '200' });
    // The tiles: every software's active clients in the scope, whatever the card or the search.
    await waitFor(() => expect(cardCount('Sage')).toHaveTextContent('2 clients'));
    expect(cardCount('EBP')).toHaveTextContent('1 client');
    expect(cardCount('Sage')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 clients actifs sous Sage')).toBeInTheDocument();
  });

  it('keeps the server’s firm-wide count on the cards without a portfolio', async () => {
    renderPage('/software', ROWS);
    expect(await shownClients()).toEqual(['Boulangerie Roux', 'Dupont SARL', 'Martin et fils', 'Zola et associés']);
    expect(cardCount('Sage')).toHaveTextContent('12 clients');
    expect(cardCount('EBP')).toHaveTextContent('7 clients');
    expect(screen.getByText('4 clients actifs')).toBeInTheDocument();
  });

  it('shows a software chosen in a row at once, then reads the pages and the cards again', async () => {
    let save = () => {};
    const { user, api } = renderPage(`/software?logiciel=${SAGE}`, ROWS, new Promise<void>((resolve) => (save = resolve)));
    expect(await shownClients()).toEqual(['Dupont SARL', 'Zola et associés']);
    const asked = listRequests(api).length;
    const cardsAsked = api.sent('GET', '/api/software').filter((call) => !call.path.startsWith('/api/software/')).length;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Logiciel de Dupont SARL' }), 'EBP');
    expect(screen.getByRole('combobox', { name: 'Logiciel de Dupont SARL' })).toHaveValue(EBP);
    save();
    // The server filters on the card: the row leaves once the page is read again.
    await waitFor(async () => expect(await shownClients()).toEqual(['Zola et associés']));
    expect(listRequests(api).length).toBeGreaterThan(asked);
    expect(api.sent('GET', '/api/software').filter((call) => !call.path.startsWith('/api/software/')).length).toBeGreaterThan(cardsAsked);
    expect(api.sent('PATCH', '/api/clients/')).toEqual([{ method: 'PATCH', path: `/api/clients/${id(1)}`, body: { softwareId: EBP } }]);
  });
});
