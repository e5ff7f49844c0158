import { Link } from '@tanstack/react-router';
import { StickyNote } from 'lucide-react';
import type { ReactNode } from 'react';

import type { ObligationRow } from '../../../../shared/obligations/api.ts';
import { OBLIGATION_STATUS_LABELS, OBLIGATION_STATUSES, type ObligationStatus } from '../../../../shared/obligations/kinds.ts';
import { VirtualTable, type VirtualColumn } from '../../../components/ui/virtual-table.tsx';
import { StatusSelect } from '../../../entities/follow-up/status-select.tsx';
import { cn } from '../../../lib/cn.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { DueDateCell } from './due-date-cell.tsx';
import './obligations-table.css';

type EcheancesTableProps = {
  /** The pages loaded so far. */
  rows: readonly ObligationRow[];
  /** The rows in view near the last one loaded: the next page is asked for. */
  onNearEnd: () => void;
  today: string;
  selection: RowSelection;
  /** Ids being saved, the one that just saved (it flashes), those whose save failed (red). */
  pending: ReadonlySet<string>;
  saved: string | null;
  failed: ReadonlySet<string>;
  onStatusChange: (row: ObligationRow, status: ObligationStatus) => void;
  empty: ReactNode;
};

const rowKey = (row: ObligationRow) => row.id;
const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' });

/** Who set the status last and when, as the select's hint. */
const statusTitle = (row: ObligationRow) =>
  row.statusBy && row.statusAt ? `Modifié par ${row.statusBy} le ${timeFormat.format(new Date(row.statusAt))}` : undefined;
const nameOf = (row: ObligationRow) => `${row.raisonSociale} — ${row.label}`;

/** The obligations by due date: a checkbox, the client, the label, the date and a status select per row. */
export function ObligationsTable({ rows, onNearEnd, today, selection, pending, saved, failed, onStatusChange, empty }: EcheancesTableProps) {
  const columns: VirtualColumn<ObligationRow>[] = [
    {
      id: 'client',
      width: 'minmax(12rem,2fr)',
      header: 'Client',
      cell: (row) => (
        <Link to="/clients" search={{ fiche: row.clientId }} className="font-medium text-primary underline-offset-4 hover:underline">
          {row.raisonSociale}
        </Link>
      ),
    },
    { id: 'label', width: 'minmax(14rem,2fr)', header: 'Échéance', cell: (row) => <ObligationLabel row={row} /> },
    {
      id: 'date',
      width: '16rem',
      header: 'Date limite',
      cell: (row) => <DueDateCell row={row} overdue={row.status === 'a_faire' && row.dueDate < today} />,
    },
    {
      id: 'status',
      width: '12rem',
      header: 'Statut',
      cell: (row) => (
        <ObligationStatusCell
          row={row}
          saved={saved === row.id}
          pending={pending.has(row.id)}
          failed={failed.has(row.id)}
          onStatusChange={onStatusChange}
        />
      ),
    },
  ];

  // The virtual table itself rather than ClientTable (no sortable header here): it asks for the next page near the end.
  return (
    <VirtualTable
      label="Échéances"
      rows={rows}
      rowKey={rowKey}
      columns={columns}
      rowHeight={56}
      empty={empty}
      selection={{ state: selection, nameOf }}
      growingRows
      onNearEnd={onNearEnd}
    />
  );
}

/** The obligation's label, with its note (an icon, the text on hover) and « Obsolète » when the profile no longer has it. */
function ObligationLabel({ row }: { row: ObligationRow }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      {row.label}
      {row.note ? (
        <span title={row.note} className="inline-flex items-center text-muted-foreground">
          <StickyNote aria-hidden="true" className="size-3.5" />
          <span className="sr-only">Note : {row.note}</span>
        </span>
      ) : null}
      {row.obsolete ? (
        <span
          title="Le profil du client ne prévoit plus cette échéance ; elle est gardée car son statut a été renseigné"
          className="rounded-sm bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700"
        >
          Obsolète
        </span>
      ) : null}
    </span>
  );
}

type ObligationStatusCellProps = {
  row: ObligationRow;
  /** Just saved (it flashes), being saved (disabled), refused (red). */
  saved: boolean;
  pending: boolean;
  failed: boolean;
  onStatusChange: (row: ObligationRow, status: ObligationStatus) => void;
};

function ObligationStatusCell({ row, saved, pending, failed, onStatusChange }: ObligationStatusCellProps) {
  return (
    <span className={cn('block rounded-md', saved && 'obligation-saved')} title={statusTitle(row)}>
      <StatusSelect
        aria-label={`Statut ${row.label} de ${row.raisonSociale}`}
        value={row.status}
        statuses={OBLIGATION_STATUSES}
        labels={OBLIGATION_STATUS_LABELS}
        disabled={pending}
        onChange={(status) => onStatusChange(row, status)}
        className={cn('w-full', failed && '[&>select]:border-red-600 [&>select]:ring-2 [&>select]:ring-red-600/40')}
      />
      {failed ? <span className="sr-only">Échec de l’enregistrement</span> : null}
    </span>
  );
}
