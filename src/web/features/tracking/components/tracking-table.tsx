import { Trash2 } from 'lucide-react';

import {
  TRACKING_STATUS_LABELS,
  TRACKING_STATUSES,
  type TrackingKind,
  type TrackingRow,
  type TrackingStatus,
} from '../../../../shared/tracking.ts';
import { clientIdentityColumns } from '../../../entities/client/list/client-columns.tsx';
import type { ClientColumn } from '../../../entities/client/list/client-table.tsx';
import { FollowUpTable, type RowHistory, type SortedRows } from '../../../entities/follow-up/follow-up-table.tsx';
import { HistoryButton } from '../../../entities/follow-up/history-popover.tsx';
import { StatusSelect } from '../../../entities/follow-up/status-select.tsx';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fetchTrackingHistory, trackingHistoryQueryKey } from '../api/get-tracking.ts';
import { statusForYear } from '../lib/tracking-rows.ts';

type TrackingTableProps = {
  kind: TrackingKind;
  kindLabel: string;
  years: readonly number[];
  list: SortedRows<TrackingRow>;
  selection: RowSelection;
  /** 'clientId:year' of the cells being saved. */
  pending: ReadonlySet<string>;
  onStatusChange: (row: TrackingRow, year: number, status: TrackingStatus) => void;
  onDeleteYear: (year: number) => void;
};

const rowKey = (row: TrackingRow) => row.clientId;
const nameOf = (row: TrackingRow) => row.raisonSociale;

/** One row per client, one column per year (newest first): a status select and its history. */
export function TrackingTable({
  kind,
  kindLabel,
  years,
  list,
  selection,
  pending,
  onStatusChange,
  onDeleteYear,
}: TrackingTableProps) {
  const yearColumn = (history: RowHistory, year: number): ClientColumn<TrackingRow> => ({
    id: String(year),
    width: '13rem',
    header: (
      <span className="flex items-center justify-between gap-2">
        <span className="text-sm text-foreground tabular-nums">{year}</span>
        <Button
          variant="ghost"
          size="icon"
          title="Supprimer cette année"
          className="size-8 text-muted-foreground hover:text-destructive"
          onClick={() => onDeleteYear(year)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </span>
    ),
    cellClassName: 'flex items-center gap-1',
    cell: (row) => {
      const id = `${row.clientId}:${year}`;
      return (
        <>
          <StatusSelect
            aria-label={`${kindLabel} ${year} de ${row.raisonSociale}`}
            value={statusForYear(row, year)}
            statuses={TRACKING_STATUSES}
            labels={TRACKING_STATUS_LABELS}
            disabled={pending.has(id)}
            onChange={(status) => onStatusChange(row, year, status)}
            className="min-w-0 flex-1"
          />
          <HistoryButton
            expanded={history.openId === id}
            onOpen={(anchor) =>
              history.toggle({
                id,
                anchor,
                subject: `${row.raisonSociale} — ${kindLabel} ${year}`,
                queryKey: trackingHistoryQueryKey(kind, row.clientId, year),
                fetchEntries: (signal) => fetchTrackingHistory(kind, row.clientId, year, signal),
              })
            }
          />
        </>
      );
    },
  });

  return (
    <FollowUpTable
      entity="tracking"
      label={`Suivi ${kindLabel}`}
      list={list}
      rowKey={rowKey}
      columns={(history) => [...clientIdentityColumns<TrackingRow>(), ...years.map((year) => yearColumn(history, year))]}
      rowHeight={52}
      selection={{ state: selection, nameOf }}
    />
  );
}
