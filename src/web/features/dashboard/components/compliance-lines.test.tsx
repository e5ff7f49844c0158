import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { DashboardCompliance } from '../../../../shared/dashboard.ts';
import { renderApp } from '../../../testing/render.tsx';
import { ComplianceGapsLine, MyReviewsDue } from './compliance-lines.tsx';

const LATE_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c60';
const COMPLIANCE: DashboardCompliance = {
  clientsWithGaps: 37,
  reviewsDueCount: 12,
  reviewsDue: [
    { clientId: LATE_ID, raisonSociale: 'Boulangerie Martin', nextReviewAt: '2026-02-28' },
    { clientId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c10', raisonSociale: 'Garage Petit', nextReviewAt: '2026-03-06' },
  ],
};

function renderLines(compliance: DashboardCompliance) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {compliance.clientsWithGaps === null ? null : <ComplianceGapsLine clientsWithGaps={compliance.clientsWithGaps} />}
        <MyReviewsDue compliance={compliance} today="2026-03-04" />
      </>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
  return renderApp(<RouterProvider router={router} />);
}

describe('Conformité on the Dashboard', () => {
  it('« Mes revues LCB-FT à faire » counts them all, tells the overdue ones, each opening the client’s file on Conformité', async () => {
    renderLines(COMPLIANCE);
    const panel = await screen.findByRole('region', { name: 'Mes revues LCB-FT à faire' });
    expect(panel).toHaveTextContent('12 revues');
    const late = within(panel).getByRole('link', { name: /Boulangerie Martin/ });
    expect(late).toHaveTextContent('Boulangerie MartinEn retard depuis le 28/02/2026');
    expect(late).toHaveAttribute('href', `/conformite?client=${LATE_ID}`);
    expect(within(panel).getByRole('link', { name: /Garage Petit/ })).toHaveTextContent('Garage PetitLe 06/03/2026');
    expect(panel).toHaveTextContent('Et 10 revues de plus sur la page Conformité.');
  });

  it('shows an admin the clients with gaps, leading to the Contrôle qualité tab', async () => {
    renderLines(COMPLIANCE);
    const link = await screen.findByRole('link', { name: 'Conformité : 37 clients avec des lacunes' });
    expect(link).toHaveAttribute('href', '/conformite?onglet=controle');
  });

  it('hides the gaps from the others, and says so when no review is due', async () => {
    renderLines({ clientsWithGaps: null, reviewsDueCount: 0, reviewsDue: [] });
    expect(await screen.findByText('Aucune revue à faire cette semaine')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /lacunes/ })).toBeNull();
  });
});
