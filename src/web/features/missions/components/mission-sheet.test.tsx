import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { MissionPatch } from '../../../../shared/missions/api.ts';
import { apiError, fakeApi } from '../../../testing/fake-api.ts';
import { renderApp, testQueryClient } from '../../../testing/render.tsx';
import type { MissionRow } from '../../../../shared/missions/api.ts';
import { missionBoardQueryOptions, missionListParams } from '../api/get-missions.ts';
import { applyPatch } from '../lib/optimistic-mission.ts';
import { CLAIRE, missionDetail, STAGE_IDS, USERS } from '../testing/mission-detail.ts';
import { MissionSheet } from './mission-sheet.tsx';

const MISSION = missionDetail();

/** The sheet in a router of its own (its links resolve), over a fake API whose PATCH answers the patched mission. */
function renderSheet(patchReply?: ReturnType<typeof apiError>, { list, queryClient = testQueryClient() }: { list?: { missions: MissionRow[] }; queryClient?: ReturnType<typeof testQueryClient> } = {}) {
  const onClose = vi.fn();
  const api = fakeApi({
    'GET /api/missions/:id': { body: MISSION },
    'GET /api/missions': { body: list ?? { missions: [] } },
    'GET /api/users': { body: { users: USERS } },
    'PATCH /api/missions/:id': (call) => patchReply ?? { body: applyPatch(MISSION, call.body as MissionPatch) },
  });
  const rootRoute = createRootRoute({ component: () => <MissionSheet missionId={MISSION.id} onClose={onClose} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/production'] }) });
  return { ...renderApp(<RouterProvider router={router} />, { queryClient }), api, onClose };
}

const patches = (api: ReturnType<typeof fakeApi>) => api.sent('PATCH', `/api/missions/${MISSION.id}`).map((call) => call.body);

describe('MissionSheet', () => {
  it('a saved change makes the board’s pages stale: they reload, the sheet keeps the answer', async () => {
    const boardKey = missionBoardQueryOptions(missionListParams({ templateId: MISSION.templateId, year: 2025 })).queryKey;
    const queryClient = testQueryClient();
    queryClient.setQueryData(boardKey, { templateId: MISSION.templateId, total: 0, columns: [] });
    const { user, api } = renderSheet(undefined, { queryClient });

    await user.selectOptions(await screen.findByLabelText('Étape en cours'), STAGE_IDS.revision);

    await vi.waitFor(() => expect(queryClient.getQueryState(boardKey)?.isInvalidated).toBe(true));
    expect(api.sent('GET', `/api/missions/${MISSION.id}`)).toHaveLength(1);
  });

  it('shows the client, the exercise, the stages with their dates and the mission’s tasks', async () => {
    renderSheet();
    const dialog = await screen.findByRole('dialog', { name: 'Boulangerie Martin' });
    expect(dialog).toHaveAccessibleDescription('Bilan et liasse · exercice clos le 31/12/2025 · En cours');
    expect(within(dialog).getByRole('link', { name: 'Ouvrir la fiche client' })).toHaveAttribute('href', `/clients?fiche=${MISSION.clientId}`);
    const stages = within(dialog).getByRole('list', { name: 'Étapes de la mission' });
    expect(stages).toHaveTextContent(/^1\. Pièces reçuesCible 31\/01\/2026Faite le 20\/01\/2026 par Hugo Petit/);
    expect(stages).toHaveTextContent(/2\. Saisie terminéeEn coursCible 28\/02\/2026/);
    expect(stages).toHaveTextContent(/3\. RévisionSans date cible$/);
    expect(within(dialog).getByLabelText('Étape en cours')).toHaveValue(STAGE_IDS.saisie);
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Responsable')).toHaveDisplayValue('Hugo Petit'));
    expect(within(dialog).getByRole('link', { name: 'Relancer le client pour les relevés' })).toHaveAttribute('href', '/tasks?tache=2f1e0d9c-8b7a-4f6e-9d5c-4b3a2f1e0d90');
  });

  it('ticking an item of the current stage sends the tick, and the box stays ticked', async () => {
    const { user, api } = renderSheet();
    const item = await screen.findByRole('checkbox', { name: 'Comptes de tiers lettrés' });
    expect(item).not.toBeChecked();
    await user.click(item);

    expect(item).toBeChecked();
    await vi.waitFor(() => expect(patches(api)).toEqual([{ checklist: [{ stageId: STAGE_IDS.saisie, index: 1, done: true }] }]));
    expect(screen.getByRole('checkbox', { name: 'Comptes de tiers lettrés' })).toBeChecked();
  });

  it('a refused tick says why in French and the box comes back unticked', async () => {
    const { user } = renderSheet(apiError(400, 'VALIDATION', "Ce point de contrôle n'existe pas dans cette étape"));
    const item = await screen.findByRole('checkbox', { name: 'Comptes de tiers lettrés' });
    await user.click(item);

    expect(await screen.findByRole('alert')).toHaveTextContent("Ce point de contrôle n'existe pas dans cette étape");
    expect(screen.getByRole('checkbox', { name: 'Comptes de tiers lettrés' })).not.toBeChecked();
  });

  it('« En attente client » asks what the client must provide before saving it', async () => {
    const { user, api } = renderSheet();
    await user.selectOptions(await screen.findByLabelText('Statut'), 'En attente client');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le motif' }));
    expect(screen.getByLabelText('Motif d’attente')).toHaveAccessibleDescription('Précisez ce que le client doit fournir');
    expect(patches(api)).toEqual([]);

    await user.type(screen.getByLabelText('Motif d’attente'), 'Relevés de décembre');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le motif' }));
    await vi.waitFor(() => expect(patches(api)).toEqual([{ status: 'en_attente_client', waitingReason: 'Relevés de décembre' }]));
  });

  it('saves the budget typed the French way, the reviewer and « Dépôt en ligne »', async () => {
    const { user, api } = renderSheet();
    await user.type(await screen.findByLabelText('Budget (heures)'), '12,5{Enter}');
    await user.selectOptions(screen.getByLabelText('Réviseur'), 'Claire Morel');
    await user.click(screen.getByRole('checkbox', { name: 'Dépôt en ligne' }));
    await vi.waitFor(() => expect(patches(api)).toHaveLength(3));
    expect(patches(api)).toEqual([{ budgetHours: 12.5 }, { reviewerId: CLAIRE.id }, { onlineFiling: true }]);
  });

  it('refuses a budget that is no number of hours, and sends nothing', async () => {
    const { user, api } = renderSheet();
    const budget = await screen.findByLabelText('Budget (heures)');
    await user.type(budget, 'douze{Enter}');
    expect(budget).toHaveAccessibleDescription(/^Le budget est un nombre d'heures entre 0 et 10\s000$/);
    expect(patches(api)).toEqual([]);
  });
});
