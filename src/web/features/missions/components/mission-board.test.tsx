import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { apiError, fakeApi, type ApiReply } from '../../../testing/fake-api.ts';
import { renderApp, testQueryClient } from '../../../testing/render.tsx';
import { missionBoardQueryOptions, missionListParams } from '../api/get-missions.ts';
import { useMoveMission } from '../api/move-mission.ts';
import type { MissionRow } from '../../../../shared/missions/api.ts';
import { boardOf, DUPONT, MARTIN, missionRow, ROWS, STAGES, TEMPLATE, TODAY, USERS, ZENITH } from '../testing/mission-rows.ts';
import { CARD_STEP, MISSION_DRAG_TYPE } from './mission-card.tsx';
import { MissionBoard } from './mission-board.tsx';

const PARAMS = missionListParams({ templateId: TEMPLATE.id, year: 2025 });
const names = new Map(USERS.map((user) => [user.id, user.fullName]));
const nameOfUser = (id: string | undefined) => (id ? (names.get(id) ?? null) : null);

/** The board as the page wires it: the server's columns, the optimistic move, the announcement. */
function Board({ onOpen = () => {} }: { onOpen?: (id: string) => void }) {
  const board = useQuery(missionBoardQueryOptions(PARAMS)).data;
  const [announcement, setAnnouncement] = useState('');
  const move = useMoveMission({ params: PARAMS, template: TEMPLATE, announce: setAnnouncement });
  return (
    <>
      {board ? (
        <MissionBoard template={TEMPLATE} board={board} params={PARAMS} today={TODAY} nameOfUser={nameOfUser} onOpen={onOpen} onMove={(row, target) => move.mutate({ row, target })} />
      ) : null}
      <p role="status">{announcement}</p>
    </>
  );
}

function renderBoard({ patch = { body: {} } as ApiReply, onOpen, rows = ROWS, more }: { patch?: ApiReply; onOpen?: (id: string) => void; rows?: MissionRow[]; more?: ApiReply } = {}) {
  const api = fakeApi({ 'PATCH /api/missions/:id': patch, ...(more ? { 'GET /api/missions': more } : {}) });
  const queryClient = testQueryClient();
  queryClient.setQueryData(missionBoardQueryOptions(PARAMS).queryKey, boardOf(TEMPLATE, rows));
  return { ...renderApp(<Board onOpen={onOpen} />, { queryClient }), api };
}

const column = (name: string | RegExp) => screen.getByRole('region', { name });
const cardsOf = (name: string | RegExp) => within(column(name)).queryAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent);

describe('MissionBoard', () => {
  it('shows one column per stage then « Terminées », each with its count, and on each card its date, checklist, responsible and waiting badge', () => {
    renderBoard();
    const names = ['Pièces reçues, 1 mission', 'Saisie terminée, 1 mission', 'Révision, 0 mission', 'Terminées, 1 mission'];
    expect(screen.getAllByRole('region')).toEqual(names.map((name) => screen.getByRole('region', { name })));
    const martin = within(column(/^Saisie terminée/)).getByRole('listitem');
    expect(martin).toHaveTextContent('En retard, prévue le 28/02/2026');
    expect(martin).toHaveTextContent('Points de contrôle : 0/1');
    expect(martin).toHaveTextContent('Responsable : Hugo Petit');
    const dupont = within(column(/^Pièces reçues/)).getByRole('listitem');
    expect(dupont).toHaveTextContent('Prévue le 31/03/2026');
    expect(dupont).toHaveTextContent('En attente client : Relevés bancaires de décembre');
    expect(within(column(/^Terminées/)).getByRole('listitem')).toHaveTextContent('Responsable : non assigné');
    expect(within(column(/^Révision/)).getByText('Aucune mission')).toBeInTheDocument();
  });

  it('« Déplacer … vers… » lists the columns, moves the card there at once, says so, then sends the stage', async () => {
    const saved = { ...MARTIN, stageId: STAGES.revision, checklistDone: 2, checklistTotal: 3 };
    const { user, api } = renderBoard({ patch: { body: { ...saved, templateName: 'Bilan et liasse' } } });
    await user.click(screen.getByRole('button', { name: 'Déplacer Boulangerie Martin vers…' }));
    const menu = screen.getByRole('menu', { name: 'Déplacer Boulangerie Martin vers…' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Pièces reçues',
      'Saisie terminée (colonne actuelle)',
      'Révision',
      'Terminées',
    ]);
    expect(within(menu).getByRole('menuitem', { name: /Saisie terminée/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(menu).getByRole('menuitem', { name: 'Révision' }));

    expect(cardsOf(/^Révision/)).toEqual(['Boulangerie Martin']);
    expect(cardsOf(/^Saisie terminée/)).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Boulangerie Martin déplacée vers « Révision »');
    await waitFor(() => expect(api.sent('PATCH', `/api/missions/${MARTIN.id}`).map((call) => call.body)).toEqual([{ stageId: STAGES.revision }]));
    // The server's row replaces the guess: the new stage's checklist as ticked.
    expect(await within(column(/^Révision/)).findByText('2/3', { exact: false })).toBeInTheDocument();
    // The keyboard follows the card into its new column.
    await waitFor(() => expect(within(column(/^Révision/)).getByRole('button', { name: 'Boulangerie Martin' })).toHaveFocus());
  });

  it('a refused move puts the card back and says why in French', async () => {
    const { user } = renderBoard({ patch: apiError(400, 'VALIDATION', "Cette étape n'appartient pas au modèle de la mission") });
    await user.click(screen.getByRole('button', { name: 'Déplacer Dupont SARL vers…' }));
    await user.click(screen.getByRole('menuitem', { name: 'Terminées' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Impossible de déplacer Dupont SARL");
    expect(screen.getByRole('alert')).toHaveTextContent("Cette étape n'appartient pas au modèle de la mission");
    expect(cardsOf(/^Pièces reçues/)).toEqual(['Dupont SARL']);
    expect(cardsOf(/^Terminées/)).toEqual(['Zénith Conseil']);
    expect(screen.getByRole('status')).toHaveTextContent('Déplacement de Dupont SARL annulé');
  });

  it('a done mission taken back to a stage is worked on again; Escape closes the menu without a move', async () => {
    const { user, api } = renderBoard();
    await user.click(screen.getByRole('button', { name: 'Déplacer Zénith Conseil vers…' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Déplacer Zénith Conseil vers…' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Déplacer Zénith Conseil vers…' }));
    await user.click(screen.getByRole('menuitem', { name: 'Révision' }));
    await waitFor(() => expect(api.sent('PATCH', '/api/missions/').map((call) => call.body)).toEqual([{ stageId: STAGES.revision, status: 'en_cours' }]));
    expect(cardsOf(/^Révision/)).toEqual(['Zénith Conseil']);
  });

  it('a card dropped on another column moves there; dropped on its own, nothing is sent', async () => {
    const { api } = renderBoard();
    const drop = (name: RegExp, id: string) => {
      const data = { types: [MISSION_DRAG_TYPE], getData: (type: string) => (type === MISSION_DRAG_TYPE ? id : ''), dropEffect: 'none' };
      fireEvent.dragOver(column(name), { dataTransfer: data });
      fireEvent.drop(column(name), { dataTransfer: data });
    };
    drop(/^Pièces reçues/, DUPONT.id);
    expect(api.calls).toHaveLength(0);
    drop(/^Terminées/, DUPONT.id);
    await waitFor(() => expect(api.sent('PATCH', `/api/missions/${DUPONT.id}`).map((call) => call.body)).toEqual([{ status: 'terminee' }]));
    expect(cardsOf(/^Terminées/)).toEqual(['Dupont SARL', 'Zénith Conseil']);
  });

  it('a column of many missions draws the cards in view; scrolled towards the last loaded, it asks for its next page', async () => {
    const rows = Array.from({ length: 60 }, (_, index) =>
      missionRow({ id: `5a6b7c8d-9e0f-4a1b-8c2d-${String(index).padStart(12, '0')}`, raisonSociale: `Client ${String(index + 1).padStart(2, '0')}`, stageId: STAGES.pieces }),
    );
    // The board brings the first 30; the column's next page, the other 30.
    const { api } = renderBoard({ rows, more: { body: { missions: rows.slice(30), nextCursor: null, total: null } } });
    const pieces = column('Pièces reçues, 60 missions');
    const drawn = () => within(pieces).getAllByRole('listitem');
    expect(drawn().length).toBeLessThan(20);
    expect(drawn()[0]).toHaveAttribute('aria-posinset', '1');
    expect(drawn()[0]).toHaveAttribute('aria-setsize', '60');
    expect(cardsOf(/^Pièces reçues/)).not.toContain('Client 51');
    expect(api.sent('GET', '/api/missions')).toHaveLength(0);

    // The column's scroll box, around its list, has no role of its own: scrolled as a wheel would.
    // eslint-disable-next-line testing-library/no-node-access
    const scrollBox = within(pieces).getByRole('list').parentElement as HTMLElement;
    scrollBox.scrollTop = 25 * CARD_STEP;
    fireEvent.scroll(scrollBox);
    await waitFor(() => expect(api.sent('GET', '/api/missions')).toHaveLength(1));
    const [next] = api.sent('GET', '/api/missions');
    expect(next?.path).toBe(`/api/missions?${PARAMS}&column=${STAGES.pieces}&limit=200&cursor=suite-${STAGES.pieces}`);
    await waitFor(() => expect(within(pieces).getByRole('list')).toHaveStyle({ height: `${60 * CARD_STEP}px` }));
    scrollBox.scrollTop = 50 * CARD_STEP;
    fireEvent.scroll(scrollBox);
    expect(cardsOf(/^Pièces reçues/)).toContain('Client 51');
    expect(cardsOf(/^Pièces reçues/)).toContain('Client 60');
    expect(cardsOf(/^Pièces reçues/)).not.toContain('Client 01');
  });

  it('a click on a card opens its sheet', async () => {
    const onOpen = vi.fn();
    const { user } = renderBoard({ onOpen });
    await user.click(screen.getByRole('button', { name: 'Zénith Conseil' }));
    expect(onOpen).toHaveBeenCalledWith(ZENITH.id);
  });
});
