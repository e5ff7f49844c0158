import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { SheetMission } from '../../../../../shared/missions/sheet.ts';
import { renderApp } from '../../../../testing/render.tsx';
import { SheetMissions } from './sheet-missions.tsx';

const BILAN: SheetMission = {
  id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c10',
  templateId: '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a090',
  templateName: 'Bilan et liasse',
  closingDate: '2025-12-31',
  stageId: '0b7f6a52-3c1d-4e8f-9a2b-1c3d4e5f6a02',
  stageName: 'Saisie terminée',
  status: 'en_attente_client',
  waitingReason: 'Relevés de décembre',
  nextTargetDate: '2026-02-28',
};
const DONE: SheetMission = { ...BILAN, id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c11', closingDate: '2024-12-31', status: 'terminee', waitingReason: null, nextTargetDate: null };

function renderSection(missions: SheetMission[]) {
  const rootRoute = createRootRoute({ component: () => <SheetMissions missions={missions} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/clients'] }) });
  return renderApp(<RouterProvider router={router} />);
}

describe('SheetMissions', () => {
  it('lists the client’s missions with their stage, each opening on its campaign’s board', async () => {
    renderSection([BILAN, DONE]);
    const list = await screen.findByRole('list', { name: 'Missions du client' });
    const [open, finished] = within(list).getAllByRole('listitem');
    expect(open).toHaveTextContent('Bilan et liasse · exercice clos le 31/12/2025En attente clientÉtape : Saisie terminéeCible 28/02/2026 (en retard)Attendu : Relevés de décembre');
    expect(within(list).getByRole('link', { name: 'Bilan et liasse · exercice clos le 31/12/2025' })).toHaveAttribute(
      'href',
      `/production?modele=${BILAN.templateId}&exercice=2025&mission=${BILAN.id}`,
    );
    expect(finished).toHaveTextContent('Bilan et liasse · exercice clos le 31/12/2024TerminéeToutes les étapes faites');
    expect(screen.getByText('1 en cours')).toBeInTheDocument();
  });

  it('says where missions come from when the client has none', async () => {
    renderSection([]);
    expect(await screen.findByText('Aucune mission pour ce client : elles naissent des campagnes de la page Production')).toBeInTheDocument();
  });
});
