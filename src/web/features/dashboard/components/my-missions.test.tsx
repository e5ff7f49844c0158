import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Dashboard } from '../../../../shared/dashboard.ts';
import { renderApp } from '../../../testing/render.tsx';
import { MyLateMissions, MyMissionsByStage } from './my-missions.tsx';

const TEMPLATE_ID = '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a090';
const MISSIONS: Dashboard['missions'] = {
  lateCount: 12,
  late: [
    {
      id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c10',
      clientId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c60',
      raisonSociale: 'Boulangerie Martin',
      templateId: TEMPLATE_ID,
      templateName: 'Bilan et liasse',
      closingDate: '2025-12-31',
      stageName: 'Saisie terminée',
      targetDate: '2026-02-28',
    },
  ],
  byTemplate: [
    {
      templateId: TEMPLATE_ID,
      templateName: 'Bilan et liasse',
      waiting: 2,
      stages: [
        { stageId: '0b7f6a52-3c1d-4e8f-9a2b-1c3d4e5f6a01', name: 'Pièces reçues', count: 5 },
        { stageId: '0b7f6a52-3c1d-4e8f-9a2b-1c3d4e5f6a02', name: 'Saisie terminée', count: 0 },
        { stageId: '0b7f6a52-3c1d-4e8f-9a2b-1c3d4e5f6a03', name: 'Révision', count: 7 },
      ],
    },
  ],
};

function renderLines(missions: Dashboard['missions']) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <MyLateMissions missions={missions} />
        <MyMissionsByStage missions={missions} />
      </>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
  return renderApp(<RouterProvider router={router} />);
}

describe('My missions on the Dashboard', () => {
  it('« Mes missions en retard » counts them all, lists the shown ones, each opening on its campaign’s board', async () => {
    renderLines(MISSIONS);
    const panel = await screen.findByRole('region', { name: 'Mes missions en retard' });
    expect(panel).toHaveTextContent('12 missions');
    const link = within(panel).getByRole('link', { name: /Boulangerie Martin/ });
    expect(link).toHaveTextContent('Boulangerie MartinBilan et liasse · Saisie terminéeCible 28/02/2026');
    expect(link).toHaveAttribute('href', `/production?modele=${TEMPLATE_ID}&exercice=2025&mission=${MISSIONS.late[0]?.id}`);
    expect(panel).toHaveTextContent('Et 11 missions de plus sur la page Production.');
  });

  it('« Mes missions par étape » counts my open missions at each stage of each template, 0 included', async () => {
    renderLines(MISSIONS);
    const stages = await screen.findByRole('list', { name: 'Mes missions « Bilan et liasse » par étape' });
    expect(within(stages).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pièces reçues5', 'Saisie terminée0', 'Révision7']);
    expect(screen.getByRole('region', { name: 'Bilan et liasse' })).toHaveTextContent('12 missions, dont 2 en attente client');
    expect(screen.getByRole('link', { name: 'Bilan et liasse' })).toHaveAttribute('href', `/production?modele=${TEMPLATE_ID}&mes=1`);
  });

  it('says so when I have no mission late or open', async () => {
    renderLines({ lateCount: 0, late: [], byTemplate: [] });
    expect(await screen.findByText('Aucune mission en retard')).toBeInTheDocument();
    expect(screen.getByText('Aucune mission ouverte à votre nom : la page Production les répartit.')).toBeInTheDocument();
  });
});
