import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../testing/render.tsx';
import { EInvoicingLine } from './e-invoicing-line.tsx';

/** The line inside a router of its own, on the Dashboard's URL, for its link to resolve. */
function renderLine(notReadyToReceive: number) {
  const rootRoute = createRootRoute({ component: () => <EInvoicingLine eInvoicing={{ notReadyToReceive }} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
  return renderApp(<RouterProvider router={router} />);
}

describe('EInvoicingLine', () => {
  it('says how many of my clients are not ready to receive, and leads to them on the Facturation électronique page', async () => {
    renderLine(12);
    const link = await screen.findByRole('link', { name: 'Facturation électronique : 12 clients non prêts à recevoir' });
    expect(link.getAttribute('href')).toBe('/facturation-electronique?mes=1');
  });

  it('shows 0, singular, when every client is ready', async () => {
    renderLine(0);
    expect(await screen.findByRole('link', { name: 'Facturation électronique : 0 client non prêt à recevoir' })).toBeTruthy();
  });
});
