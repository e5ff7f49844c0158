import { useMemo, type MouseEvent } from 'react';
import { PanelRightOpen, Trash2 } from 'lucide-react';

import type { ClientRow } from '../../../../shared/clients.ts';
import { RowCheckbox } from '../../../components/selection/selection-checkboxes.tsx';
import { cn } from '../../../lib/cn.ts';
import { isEditableKind, type ClientColumn } from '../lib/client-columns.ts';
import type { EditingCell } from '../lib/grid-state.ts';
import { CLIENT_MESSAGES } from '../lib/messages.ts';
import { CellDisplay } from './cells/cell-display.tsx';
import { CellEditor } from './cells/cell-editor.tsx';
import { CollaboratorsCell } from './cells/collaborators-cell.tsx';
import { useGridContext } from './grid-context.ts';

type GridCellProps = {
  column: ClientColumn;
  col: number;
  row: ClientRow;
  isActive: boolean;
  editing: EditingCell | null;
  failedDraft: string | undefined;
  isSaved: boolean;
  selected: boolean;
  /** Inside the copy range. */
  inRange: boolean;
};

export function GridCell({ column, col, row, isActive, editing, failedDraft, isSaved, selected, inRange }: GridCellProps) {
  const { activate, startEdit, requestDelete, openSheet, toggleSelect } = useGridContext();
  const pos = useMemo(() => ({ rowId: row.id, col }), [row.id, col]);
  const isEditing = editing !== null;
  const failed = failedDraft !== undefined;

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    // Clicks inside an open editor or on the cell's own buttons are theirs.
    if (isEditing || (event.target as HTMLElement).closest('button, input, select')) return;
    if (isEditableKind(column.kind)) startEdit(pos);
    else activate(pos);
  }

  return (
    <div
      role="gridcell"
      aria-colindex={col + 1}
      data-cell={`${row.id}:${col}`}
      data-state={failed ? 'error' : isSaved ? 'saved' : undefined}
      aria-selected={inRange || undefined}
      tabIndex={isActive && !isEditing ? 0 : -1}
      title={failed ? `${CLIENT_MESSAGES.saveFailed} — valeur saisie : « ${failedDraft} »` : undefined}
      onFocus={(event) => {
        if (event.target === event.currentTarget && !isActive) activate(pos);
      }}
      onClick={handleClick}
      style={{ width: column.width }}
      className={cn(
        'flex h-full shrink-0 items-center overflow-hidden border-r border-border text-sm',
        isEditing && column.kind !== 'collaborators' ? 'p-0' : 'px-2',
        'focus:outline-2 focus:-outline-offset-2 focus:outline-ring',
        isSaved && 'client-cell-saved',
        inRange && 'bg-primary/15',
        failed && 'bg-destructive-soft text-destructive outline-1 -outline-offset-1 outline-destructive',
        failed && isEditing && '[&_input]:outline-destructive [&_select]:outline-destructive',
      )}
    >
      {column.kind === 'actions' ? (
        <span className="flex items-center gap-1">
          <RowCheckbox id={row.id} name={row.raisonSociale} checked={selected} onToggle={toggleSelect} tabIndex={-1} className="mr-1" />
          <button
            type="button"
            tabIndex={-1}
            aria-label="Ouvrir la fiche"
            title={`Ouvrir la fiche de « ${row.raisonSociale} » (Maj+Entrée)`}
            className="cursor-pointer rounded p-1 text-muted-foreground hover:bg-muted hover:text-primary"
            onClick={() => {
              activate(pos);
              openSheet(row);
            }}
          >
            <PanelRightOpen aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            tabIndex={-1}
            aria-label="Supprimer le client"
            title={`Supprimer le client « ${row.raisonSociale} »`}
            className="cursor-pointer rounded p-1 text-muted-foreground hover:bg-destructive-soft hover:text-destructive"
            onClick={() => {
              activate(pos);
              requestDelete(row);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </span>
      ) : column.kind === 'collaborators' ? (
        <CollaboratorsCell pos={pos} row={row} isEditing={isEditing} />
      ) : isEditing ? (
        <CellEditor key={editing.attempt} column={column} pos={pos} row={row} initial={editing.initial} />
      ) : (
        <CellDisplay column={column} row={row} />
      )}
    </div>
  );
}
