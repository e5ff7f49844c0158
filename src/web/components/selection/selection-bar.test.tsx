import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { fakeSelection } from '../../testing/fake-selection.ts';
import { renderApp } from '../../testing/render.tsx';
import { BulkChoiceDialog } from './bulk-choice-dialog.tsx';
import { BulkDeleteButton } from './bulk-delete-button.tsx';
import { BulkTextDialog } from './bulk-text-dialog.tsx';
import { SelectionBar } from './selection-bar.tsx';

const STATUSES = [
  { value: 'actif', label: 'Actif' },
  { value: 'inactif', label: 'Inactif' },
  { value: 'prospect', label: 'Prospect' },
] as const;

function renderBar({ ids = ['a', 'b', 'c'], pending = false, max, total = null }: { ids?: string[]; pending?: boolean; max?: number; total?: number | null } = {}) {
  const selection = fakeSelection(ids, { total });
  const onStatus = vi.fn();
  const onDelete = vi.fn();
  const view = renderApp(
    <SelectionBar selection={selection} pending={pending} max={max}>
      <BulkChoiceDialog label="Changer le statut" fieldLabel="Nouveau statut" options={STATUSES} onApply={onStatus} />
      <BulkDeleteButton noun="client(s)" onConfirm={onDelete} />
    </SelectionBar>,
  );
  return { ...view, selection, onStatus, onDelete };
}

describe('SelectionBar', () => {
  it('is not shown while no row is selected', () => {
    renderBar({ ids: [] });
    expect(screen.queryByRole('region', { name: 'Sélection' })).not.toBeInTheDocument();
  });

  // fr-FR groups thousands with a narrow no-break space, which Testing Library's matcher reads as a space.
  it('says how many rows are selected, in French figures', () => {
    renderBar({ ids: Array.from({ length: 1200 }, (_, index) => `id-${index}`) });
    const bar = screen.getByRole('region', { name: 'Sélection' });
    expect(within(bar).getByText('1 200 sélectionné(s)')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Changer le statut' })).toBeEnabled();
  });

  it('« Annuler la sélection » clears the selection', async () => {
    const { user, selection } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Annuler la sélection' }));
    expect(selection.clear).toHaveBeenCalledTimes(1);
  });

  it('while a bulk write runs, says so and holds every action', () => {
    renderBar({ pending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Modification en cours…');
    expect(screen.getByRole('button', { name: 'Changer le statut' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler la sélection' })).toBeDisabled();
  });

  it('past the maximum, refuses the actions and says how to narrow the selection', () => {
    renderBar({ ids: ['a', 'b', 'c'], max: 2 });
    expect(
      screen.getByText('Une action groupée porte sur 2 lignes au plus : affinez les filtres puis recommencez.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Changer le statut' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler la sélection' })).toBeEnabled();
  });

  it('says when the filters show more rows than « Tout sélectionner » took', () => {
    renderBar({ ids: ['a', 'b'], total: 12_000 });
    expect(
      screen.getByText('Les filtres montrent 12 000 lignes : seules les 2 premières sont sélectionnées.', { exact: false }),
    ).toBeInTheDocument();
  });
});

describe('BulkChoiceDialog in the bar', () => {
  it('opens a dialog naming the action and the count, the first choice ready; « Appliquer » applies the choice and closes', async () => {
    const { user, onStatus } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Changer le statut' }));
    const dialog = screen.getByRole('dialog', { name: 'Changer le statut' });
    expect(dialog).toHaveAccessibleDescription('Sur les lignes sélectionnées : 3 sélectionné(s)');
    const select = within(dialog).getByLabelText('Nouveau statut');
    expect(select).toHaveValue('actif');
    await user.selectOptions(select, 'Prospect');
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(onStatus).toHaveBeenCalledWith('prospect');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('« Annuler » and Escape close without applying; each opening starts again from the first choice', async () => {
    const { user, onStatus } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Changer le statut' }));
    await user.selectOptions(screen.getByLabelText('Nouveau statut'), 'Inactif');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Changer le statut' }));
    expect(screen.getByLabelText('Nouveau statut')).toHaveValue('actif');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onStatus).not.toHaveBeenCalled();
  });
});

describe('BulkDeleteButton in the bar', () => {
  it('asks for confirmation naming the count and the 30 s undo; confirming deletes', async () => {
    const { user, onDelete } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer 3 client(s) ?' });
    expect(dialog).toHaveAccessibleDescription(
      'Les 3 client(s) sélectionné(e)s seront supprimé(e)s. Vous pourrez annuler pendant 30 secondes.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer 3 client(s)' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('« Annuler » deletes nothing', async () => {
    const { user, onDelete } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });
});

describe('BulkTextDialog', () => {
  const parseDay = (text: string) =>
    /^\d{2}\/\d{2}\/\d{4}$/.test(text) ? ({ ok: true, value: text } as const) : ({ ok: false, message: 'Format de date invalide. Utilisez JJ/MM/AAAA' } as const);

  it('shows the parser’s French message under the field and stays open; a valid value is applied', async () => {
    const onApply = vi.fn();
    const { user } = renderApp(
      <SelectionBar selection={fakeSelection(['a'])} pending={false}>
        <BulkTextDialog label="Définir la date" fieldLabel="Date" placeholder="JJ/MM/AAAA" parse={parseDay} onApply={onApply} />
      </SelectionBar>,
    );
    await user.click(screen.getByRole('button', { name: 'Définir la date' }));
    const field = screen.getByLabelText('Date');
    await user.type(field, '2025-03-15{Enter}');
    expect(field).toHaveAccessibleDescription('Format de date invalide. Utilisez JJ/MM/AAAA');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();

    await user.clear(field);
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.type(field, '15/03/2025');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(onApply).toHaveBeenCalledWith('15/03/2025');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
