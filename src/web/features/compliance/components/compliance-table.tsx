import { useMemo } from 'react';

import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { ClientTable } from '../../../entities/client/list/client-table.tsx';
import type { SortedRows } from '../../../entities/follow-up/follow-up-table.tsx';
import type { ComplianceListRow } from '../api/get-compliance.ts';
import type { ComplianceTab } from '../lib/tabs.ts';
import { clientColumn, TAB_COLUMNS } from './compliance-columns.tsx';

type ComplianceTableProps = {
  tab: ComplianceTab;
  tabLabel: string;
  list: SortedRows<ComplianceListRow>;
  selection: RowSelection;
  onOpen: (clientId: string) => void;
};

const rowKey = (row: ComplianceListRow) => row.clientId;
const nameOf = (row: ComplianceListRow) => row.raisonSociale;
/** A row of one line; Contrôle qualité's grow with their gaps (the table measures them). */
const ROW_HEIGHT = 49;

/** The clients of one tab, each opening its file from its name. */
export function ComplianceTable({ tab, tabLabel, list, selection, onOpen }: ComplianceTableProps) {
  const columns = useMemo(() => [clientColumn(onOpen), ...TAB_COLUMNS[tab]], [tab, onOpen]);
  return (
    <ClientTable
      label={`Clients — ${tabLabel}`}
      rows={list.rows}
      rowKey={rowKey}
      columns={columns}
      sort={list.sort}
      onSort={list.handleSort}
      rowHeight={ROW_HEIGHT}
      selection={{ state: selection, nameOf }}
      onNearEnd={list.paged.handleNearEnd}
      rowCount={list.paged.total}
    />
  );
}
