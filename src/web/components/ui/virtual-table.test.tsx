import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { fakeSelection } from '../../testing/fake-selection.ts';
import { renderApp } from '../../testing/render.tsx';
import { VirtualTable, type VirtualColumn } from './virtual-table.tsx';

type Row = { id: string; name: string; status: string; note: string };

const ROWS: Row[] = [
  { id: 'a', name: 'Abricot', status: 'ok', note: 'un' },
  { id: 'b', name: 'Banane', status: 'ko', note: 'deux' },
  { id: 'c', name: 'Cerise', status: 'ok', note: 'trois' },
];

const COLUMNS: VirtualColumn<Row>[] = [
  { id: 'name', width: '10rem', header: 'Nom', cell: (row) => row.name },
  {
    id: 'status',
    width: '8rem',
    header: 'Statut',
    cell: (row) => (
      <select aria-label={`Statut de ${row.name}`} defaultValue={row.status}>
        <option value="ok">OK</option>
        <option value="ko">KO</option>
      </select>
    ),
  },
  { id: 'note', width: '8rem', header: 'Note', cell: (row) => <input aria-label={`Note de ${row.name}`} defaultValue={row.note} /> },
];

const rowKey = (row: Row) => row.id;

function renderTable(props: { rows?: Row[]; onNearEnd?: () => void } = {}) {
  return renderApp(
    <VirtualTable
      label="Fruits"
      rows={props.rows ?? ROWS}
      rowKey={rowKey}
      columns={COLUMNS}
      rowHeight={40}
      empty="Aucun fruit"
      selection={{ state: fakeSelection(['b']), nameOf: (row) => row.name }}
      onNearEnd={props.onNearEnd}
    />,
  );
}

describe('VirtualTable', () => {
  it('draws a named table: a selection column, the headers, one row per item', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['', 'Nom', 'Statut', 'Note']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: 'Sélectionner Banane' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sélectionner Cerise' })).not.toBeChecked();
  });

  it('says what an empty table holds', () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('cell', { name: 'Aucun fruit' })).toBeInTheDocument();
  });

  it('moves focus to the same select of the row below and above with the arrows, without changing it', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('combobox', { name: 'Statut de Abricot' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('combobox', { name: 'Statut de Banane' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Statut de Abricot' })).toHaveValue('ok');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('combobox', { name: 'Statut de Cerise' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('combobox', { name: 'Statut de Cerise' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('combobox', { name: 'Statut de Banane' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Statut de Banane' })).toHaveValue('ko');
  });

  it('moves along an input column and the selection column too', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('textbox', { name: 'Note de Banane' }));
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('textbox', { name: 'Note de Abricot' })).toHaveFocus();
    screen.getByRole('checkbox', { name: 'Sélectionner Abricot' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Sélectionner Banane' })).toHaveFocus();
  });

  it('leaves Alt+Down to the select (it opens the list)', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('combobox', { name: 'Statut de Abricot' }));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('combobox', { name: 'Statut de Abricot' })).toHaveFocus();
  });

  it('asks a paged list for more when its last rows are in view', () => {
    const onNearEnd = vi.fn();
    renderTable({ onNearEnd });
    expect(onNearEnd).toHaveBeenCalled();
  });
});
