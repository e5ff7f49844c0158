import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Progress } from '../../../../shared/missions/api.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render.tsx';
import { TEMPLATES } from '../testing/templates.ts';
import { MissionsProgress } from './missions-progress.tsx';

const TEMPLATE = TEMPLATES[1];
if (!TEMPLATE) throw new Error('the « Juridique annuel » test template is missing');

/** « Juridique annuel » 2026: three weeks since the opening; last year's campaign lasted two (it then stays where it ended). */
const PROGRESS: Progress = {
  current: {
    missionCount: 40,
    weeks: [
      { weekStart: '2026-01-05', shares: [0.1, 0, 0] },
      { weekStart: '2026-01-12', shares: [0.25, 0.05, 0] },
      { weekStart: '2026-01-19', shares: [0.5, 0.125, 0.025] },
    ],
  },
  previous: {
    missionCount: 38,
    weeks: [
      { weekStart: '2025-01-06', shares: [0.2, 0.1, 0] },
      { weekStart: '2025-01-13', shares: [0.4, 0.2, 0.1] },
    ],
  },
  collaborators: [
    { userId: '7d3c2b1a-0f9e-4d8c-b7a6-951847362510', name: 'Claire Morel', open: 12, late: 3, waiting: 2, done: 4 },
    { userId: null, name: 'Non assigné', open: 20, late: 0, waiting: 1, done: 4 },
  ],
};

function renderProgress(progress: Progress = PROGRESS) {
  const api = fakeApi({
    'GET /api/mission-templates': { body: { templates: TEMPLATES } },
    'GET /api/missions/progress': { body: progress },
  });
  return { ...renderApp(<MissionsProgress templateId={TEMPLATE?.id ?? ''} year={2026} />), api };
}

/** Each row's headers then cells, as read. */
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => {
      const { queryAllByRole } = within(row);
      return [...queryAllByRole('columnheader'), ...queryAllByRole('rowheader'), ...queryAllByRole('cell')].map((cell) => cell.textContent);
    });

describe('MissionsProgress', () => {
  it('stays folded, asking nothing of the server, until « Avancement » is opened', async () => {
    const { user, api } = renderProgress();
    const toggle = screen.getByRole('button', { name: 'Avancement' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.sent('GET', '/api/missions/progress')).toEqual([]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(/Exercices clos en 2026 : 40 missions, campagne ouverte la semaine du 05\/01\/2026\./)).toBeInTheDocument();
    expect(api.sent('GET', '/api/missions/progress').map((call) => call.path)).toEqual([`/api/missions/progress?templateId=${TEMPLATE?.id}&year=2026`]);
  });

  it('gives screen readers the chart’s figures as a table: per week and stage, this year beside last year at the same week', async () => {
    const { user } = renderProgress();
    await user.click(screen.getByRole('button', { name: 'Avancement' }));
    const table = await screen.findByRole('table', { name: /^Avancement : part des missions ayant passé chaque étape/ });
    expect(rowTexts(table)).toEqual([
      ['Semaine', 'Convocation', "AG d'approbation", 'Dépôt au greffe'],
      ['Cette année', 'L’an dernier', 'Cette année', 'L’an dernier', 'Cette année', 'L’an dernier'],
      ['Semaine 1 (du 05/01/2026)', '10 %', '20 %', '0 %', '10 %', '0 %', '0 %'],
      ['Semaine 2 (du 12/01/2026)', '25 %', '40 %', '5 %', '20 %', '0 %', '10 %'],
      ['Semaine 3 (du 19/01/2026)', '50 %', '40 %', '12,5 %', '20 %', '2,5 %', '10 %'],
    ]);
  });

  it('« Voir le tableau » shows the table in place of the chart, and back', async () => {
    const { user } = renderProgress();
    await user.click(screen.getByRole('button', { name: 'Avancement' }));
    expect(await screen.findByTestId('progress-table')).toHaveClass('sr-only');
    await user.click(screen.getByRole('button', { name: 'Voir le tableau' }));
    expect(screen.getByTestId('progress-table')).not.toHaveClass('sr-only');
    await user.click(screen.getByRole('button', { name: 'Voir le graphique' }));
    expect(screen.getByTestId('progress-table')).toHaveClass('sr-only');
  });

  it('counts each collaborator’s missions, open, late, waiting and done, with the total', async () => {
    const { user } = renderProgress();
    await user.click(screen.getByRole('button', { name: 'Avancement' }));
    expect(rowTexts(await screen.findByRole('table', { name: 'Missions par collaborateur' }))).toEqual([
      ['Collaborateur', 'Ouvertes', 'En retard', 'En attente client', 'Terminées'],
      ['Claire Morel', '12', '3', '2', '4'],
      ['Non assigné', '20', '0', '1', '4'],
      ['Total', '32', '3', '3', '8'],
    ]);
  });

  it('without a campaign for the exercise, says how to start one', async () => {
    const { user } = renderProgress({ current: { missionCount: 0, weeks: [] }, previous: null, collaborators: [] });
    await user.click(screen.getByRole('button', { name: 'Avancement' }));
    expect(await screen.findByText('Aucune mission de ce modèle pour les exercices clos en 2026 : ouvrez une campagne pour suivre son avancement.')).toBeInTheDocument();
  });
});
