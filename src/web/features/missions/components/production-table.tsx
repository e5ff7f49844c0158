import { Hourglass } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';

import type { MissionRow } from '../../../../shared/missions/api.ts';
import { describeRule } from '../../../../shared/missions/rules.ts';
import { MISSION_STATUS_LABELS } from '../../../../shared/missions/statuses.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { VirtualTable, type VirtualColumn } from '../../../components/ui/virtual-table.tsx';
import { SortHeader } from '../../../entities/client/list/sort-header.tsx';
import type { TableSort } from '../lib/table-sort.ts';
import { StageDateCell } from './stage-date-cell.tsx';

type ProductionTableProps = {
  template: MissionTemplate;
  year: number;
  /** The rows loaded so far, filtered and sorted by the server. */
  rows: readonly MissionRow[];
  /** Every mission the filters show, loaded or not (aria-rowcount). */
  total: number;
  /** The table nears its last loaded row: the next page is asked for. */
  onNearEnd: () => void;
  today: string;
  nameOfUser: (id: string | undefined) => string | null;
  sort: TableSort;
  onSort: (column: string) => void;
  selection: RowSelection;
  onOpen: (id: string) => void;
  empty: ReactNode;
};

const rowKey = (row: MissionRow) => row.id;
const nameOf = (row: MissionRow) => row.raisonSociale;

/**
 * « Tableau »: the firm's spreadsheet, one row per mission and one column per stage (its done
 * date, else its target date), sortable on every column, rows selected for the bulk actions.
 */
export function ProductionTable({ template, year, rows, total, onNearEnd, today, nameOfUser, sort, onSort, selection, onOpen, empty }: ProductionTableProps) {
  const columns = useMemo(
    (): VirtualColumn<MissionRow>[] => [
      {
        id: 'client',
        width: 'minmax(14rem,2fr)',
        header: 'Client',
        headerCell: <SortHeader column="client" label="Client" sort={sort} onSort={onSort} />,
        cellClassName: 'min-w-0',
        cell: (row) => (
          <button
            type="button"
            onClick={() => onOpen(row.id)}
            className="block max-w-full cursor-pointer truncate text-left font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {row.raisonSociale}
          </button>
        ),
      },
      {
        id: 'responsable',
        width: 'minmax(9rem,1fr)',
        header: 'Responsable',
        headerCell: <SortHeader column="responsable" label="Responsable" sort={sort} onSort={onSort} />,
        cellClassName: 'min-w-0 truncate',
        cell: (row) => nameOfUser(row.responsibleId) ?? <span className="text-muted-foreground">Non assigné</span>,
      },
      {
        id: 'statut',
        width: '10rem',
        header: 'Statut',
        headerCell: <SortHeader column="statut" label="Statut" sort={sort} onSort={onSort} />,
        cell: (row) =>
          row.status === 'en_attente_client' ? (
            <span title={row.waitingReason ?? undefined} className="inline-flex items-center gap-1 text-amber-800">
              <Hourglass aria-hidden="true" className="size-3.5" />
              {MISSION_STATUS_LABELS[row.status]}
            </span>
          ) : (
            MISSION_STATUS_LABELS[row.status]
          ),
      },
      ...template.stages.map(
        (stage, index): VirtualColumn<MissionRow> => ({
          id: stage.id,
          width: '8.5rem',
          header: stage.name,
          headerCell: <SortHeader column={stage.id} label={<span title={describeRule(stage.rule)}>{stage.name}</span>} sort={sort} onSort={onSort} />,
          // The row's stages are the template's, in its order.
          cell: (row) => <StageDateCell stage={row.stages[index]} today={today} />,
        }),
      ),
    ],
    [template, today, nameOfUser, sort, onSort, onOpen],
  );

  return (
    <VirtualTable
      label={`Production — ${template.name} ${year}`}
      rows={rows}
      rowKey={rowKey}
      columns={columns}
      rowHeight={44}
      rowCount={Math.max(total, rows.length)}
      onNearEnd={onNearEnd}
      dense
      selection={{ state: selection, nameOf }}
      empty={empty}
    />
  );
}
