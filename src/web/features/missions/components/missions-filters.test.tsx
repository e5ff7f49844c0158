import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../testing/render.tsx';
import { NO_RESPONSIBLE } from '../../../../shared/missions/list-query.ts';
import { USERS } from '../testing/mission-rows.ts';
import { MissionsFilters } from './missions-filters.tsx';

type State = { text: string; collaborator?: string; mine: boolean; late: boolean; waiting: boolean };
const EMPTY: State = { text: '', mine: false, late: false, waiting: false };

/** The filters over a state standing for the URL, shown beside them. */
function Harness() {
  const [state, setState] = useState<State>(EMPTY);
  const set = (changes: Partial<State>) => setState((current) => ({ ...current, ...changes }));
  return (
    <>
      <MissionsFilters
        users={USERS}
        search={state.text}
        onSearchChange={(text) => set({ text })}
        collaborator={state.collaborator}
        onCollaboratorChange={(collaborator) => set({ collaborator, mine: false })}
        mine={state.mine}
        onMineToggle={() => set({ mine: !state.mine, collaborator: undefined })}
        late={state.late}
        onLateToggle={() => set({ late: !state.late })}
        waiting={state.waiting}
        onWaitingToggle={() => set({ waiting: !state.waiting })}
        filtered={JSON.stringify(state) !== JSON.stringify(EMPTY)}
        onClear={() => setState(EMPTY)}
        summary="3 missions"
      />
      <output aria-label="État des filtres">{JSON.stringify(state)}</output>
    </>
  );
}

const state = () => JSON.parse(screen.getByRole('status', { name: 'État des filtres' }).textContent) as State;

describe('MissionsFilters', () => {
  it('offers each collaborator and « Non assigné »; « Mes clients » replaces a chosen collaborator', async () => {
    const { user } = renderApp(<Harness />);
    const select = screen.getByLabelText('Filtrer par collaborateur');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Tous les collaborateurs', 'Claire Morel', 'Hugo Petit', 'Non assigné']);
    await user.selectOptions(select, 'Non assigné');
    expect(state().collaborator).toBe(NO_RESPONSIBLE);
    await user.click(screen.getByRole('button', { name: 'Mes clients' }));
    expect(screen.getByRole('button', { name: 'Mes clients' })).toHaveAttribute('aria-pressed', 'true');
    expect(select).toHaveValue('');
    expect(state()).toMatchObject({ mine: true });
    expect(state().collaborator).toBeUndefined();
  });

  it('toggles « En retard » and « En attente client », types a name, then « Effacer les filtres » clears all', async () => {
    const { user } = renderApp(<Harness />);
    expect(screen.queryByRole('button', { name: 'Effacer les filtres' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'En retard' }));
    await user.click(screen.getByRole('button', { name: 'En attente client' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), 'dupont');
    expect(state()).toEqual({ text: 'dupont', mine: false, late: true, waiting: true });
    expect(screen.getByRole('search', { name: 'Filtrer les missions' })).toHaveTextContent('3 missions');
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(state()).toEqual(EMPTY);
    expect(screen.getByRole('button', { name: 'En retard' })).toHaveAttribute('aria-pressed', 'false');
  });
});
