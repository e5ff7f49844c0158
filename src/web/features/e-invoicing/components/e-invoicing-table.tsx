import type { EInvoicingRow } from '../../../../shared/e-invoicing/api.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { clientIdentityColumns } from '../../../entities/client/list/client-columns.tsx';
import type { ClientColumn } from '../../../entities/client/list/client-table.tsx';
import { FollowUpTable, type RowHistory, type SortedRows } from '../../../entities/follow-up/follow-up-table.tsx';
import { historyColumn } from '../../../entities/follow-up/history-column.tsx';
import { eInvoicingHistoryQueryKey, fetchEInvoicingHistory } from '../api/get-e-invoicing.ts';
import { TAB_FIELDS, type EInvoicingTab } from '../lib/tabs.ts';
import {
  categoryColumn,
  deadlineColumn,
  directoryColumn,
  eReportingColumn,
  mandateColumn,
  platformColumn,
  readinessColumn,
  reminderColumn,
} from './e-invoicing-columns.tsx';
import type { EInvoicingCells } from './use-e-invoicing-edits.ts';

type EInvoicingTableProps = {
  tab: EInvoicingTab;
  tabLabel: string;
  list: SortedRows<EInvoicingRow>;
  selection: RowSelection;
  cells: EInvoicingCells;
};

const rowKey = (row: EInvoicingRow) => row.clientId;
const nameOf = (row: EInvoicingRow) => row.raisonSociale;
/**
 * A row's height as it measures: a status above its date (4 + 36 + 2 + 48 + 4 px) and the row's
 * border. The virtual table's first guess must be it: a guess off by a few pixels moved every row
 * once measured, and drew the first rows a second time before they could show.
 */
const ROW_HEIGHT = 95;
const HISTORY = { subject: 'Facturation électronique', queryKey: eInvoicingHistoryQueryKey, fetchEntries: fetchEInvoicingHistory };

/** Client and SIRET, narrower than on the other lists: this one has many columns. */
const identityColumns = (): ClientColumn<EInvoicingRow>[] =>
  clientIdentityColumns<EInvoicingRow>().map((column) =>
    column.id === 'siret'
      ? { ...column, width: '6.75rem', cellClassName: `${column.cellClassName ?? ''} text-xs` }
      : { ...column, width: 'minmax(8rem,2fr)' },
  );

/**
 * The clients of one tab. Réception: the platform, reception readiness, the two mandates and the
 * directory check; Émission: the category, its deadline, the platform, issuing readiness and
 * e-reporting. Both end with the last reminder and the history.
 */
export function EInvoicingTable({ tab, tabLabel, list, selection, cells }: EInvoicingTableProps) {
  const readiness = readinessColumn(cells, { header: tabLabel, ...TAB_FIELDS[tab] });
  const own: ClientColumn<EInvoicingRow>[] =
    tab === 'reception'
      ? [
          platformColumn(cells),
          readiness,
          mandateColumn(cells, { id: 'delegation', header: 'Délégation', status: 'delegationStatus', date: 'delegationDate' }),
          mandateColumn(cells, { id: 'designation', header: 'Désignation', status: 'designationStatus', date: 'designationDate' }),
          directoryColumn(cells),
        ]
      : [categoryColumn(cells), deadlineColumn, platformColumn(cells), readiness, eReportingColumn(cells)];
  const columns = (history: RowHistory) => [...identityColumns(), ...own, reminderColumn, historyColumn(history, HISTORY)];

  return (
    <FollowUpTable
      entity="e_invoicing"
      label={`Clients — ${tabLabel}`}
      list={list}
      rowKey={rowKey}
      columns={columns}
      rowHeight={ROW_HEIGHT}
      selection={{ state: selection, nameOf }}
      dense
    />
  );
}
