import {
  AUTHORIZATION_STATUS_LABELS,
  AUTHORIZATION_STATUSES,
  type AuthorizationKind,
  type AuthorizationRow,
  type AuthorizationStatus,
} from '../../../../shared/authorizations.ts';
import { clientIdentityColumns } from '../../../entities/client/list/client-columns.tsx';
import type { ClientColumn } from '../../../entities/client/list/client-table.tsx';
import { FollowUpTable, type RowHistory, type SortedRows } from '../../../entities/follow-up/follow-up-table.tsx';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { historyColumn } from '../../../entities/follow-up/history-column.tsx';
import { StatusSelect } from '../../../entities/follow-up/status-select.tsx';
import { authorizationHistoryQueryKey, fetchAuthorizationHistory } from '../api/get-authorizations.ts';
import type { PendingUpdates } from '../api/update-authorization.ts';
import type { DateEditing } from '../../../entities/client/list/use-date-edits.ts';
import { DateCell } from '../../../components/date-cell.tsx';

export type AuthorizationRowHandlers = {
  onStatusChange: (row: AuthorizationRow, status: AuthorizationStatus) => void;
  onDateChange: (row: AuthorizationRow, text: string) => void;
  onDateCommit: (row: AuthorizationRow) => void;
  onDateCancel: (row: AuthorizationRow) => void;
};

type AuthorizationTableProps = AuthorizationRowHandlers & {
  kind: AuthorizationKind;
  kindLabel: string;
  list: SortedRows<AuthorizationRow>;
  selection: RowSelection;
  dates: Pick<DateEditing, 'textOf' | 'messageOf'>;
  pending: PendingUpdates;
};

const rowKey = (row: AuthorizationRow) => row.clientId;
const nameOf = (row: AuthorizationRow) => row.raisonSociale;

/** The clients of one authorisation kind: name, SIRET, status select, date and history. */
export function AuthorizationTable({
  kind,
  kindLabel,
  list,
  selection,
  dates,
  pending,
  onStatusChange,
  onDateChange,
  onDateCommit,
  onDateCancel,
}: AuthorizationTableProps) {
  const columns = (history: RowHistory): ClientColumn<AuthorizationRow>[] => [
    ...clientIdentityColumns<AuthorizationRow>(),
    {
      id: 'status',
      width: '11rem',
      header: 'Statut',
      cell: (row) => (
        <StatusSelect
          aria-label={`Statut de ${row.raisonSociale}`}
          value={row.status}
          statuses={AUTHORIZATION_STATUSES}
          labels={AUTHORIZATION_STATUS_LABELS}
          disabled={pending.status.has(row.clientId)}
          onChange={(status) => onStatusChange(row, status)}
          className="w-full"
        />
      ),
    },
    {
      id: 'date',
      width: 'minmax(14rem,1.2fr)',
      header: 'Date',
      cell: (row) => (
        <DateCell
          label={`Date d’habilitation de ${row.raisonSociale}`}
          text={dates.textOf(row.clientId, row.authorizationDate)}
          message={dates.messageOf(row.clientId)}
          disabled={pending.date.has(row.clientId)}
          onChange={(text) => onDateChange(row, text)}
          onCommit={() => onDateCommit(row)}
          onCancel={() => onDateCancel(row)}
        />
      ),
    },
    historyColumn(history, {
      subject: kindLabel,
      queryKey: (clientId) => authorizationHistoryQueryKey(kind, clientId),
      fetchEntries: (clientId, signal) => fetchAuthorizationHistory(kind, clientId, signal),
    }),
  ];

  return (
    <FollowUpTable
      entity="authorization"
      label={`Clients — ${kindLabel}`}
      list={list}
      rowKey={rowKey}
      columns={columns}
      rowHeight={56}
      selection={{ state: selection, nameOf }}
    />
  );
}
