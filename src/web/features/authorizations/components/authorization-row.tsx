import type { KeyboardEvent } from 'react';

import {
  AUTHORIZATION_STATUS_LABELS,
  AUTHORIZATION_STATUSES,
  type AuthorizationRow,
  type AuthorizationStatus,
} from '../../../../shared/authorizations.ts';
import { DateCell } from './date-cell.tsx';
import { HistoryButton } from '../../../components/follow-up/history-popover.tsx';
import { StatusSelect } from '../../../components/follow-up/status-select.tsx';

export const ROW_COLUMNS =
  'grid grid-cols-[minmax(12rem,2fr)_minmax(9rem,1fr)_11rem_minmax(14rem,1.2fr)_2.5rem] items-center gap-4 px-4';

export type RowControl = 'status' | 'date';

export type AuthorizationRowHandlers = {
  onStatusChange: (row: AuthorizationRow, status: AuthorizationStatus) => void;
  onDateChange: (row: AuthorizationRow, text: string) => void;
  onDateCommit: (row: AuthorizationRow) => void;
  onDateCancel: (row: AuthorizationRow) => void;
  /** Up and Down move to the same control of the row above or below. */
  onMove: (event: KeyboardEvent<HTMLElement>, index: number, control: RowControl) => void;
  onOpenHistory: (row: AuthorizationRow, anchor: HTMLElement) => void;
};

type AuthorizationRowCellsProps = AuthorizationRowHandlers & {
  row: AuthorizationRow;
  index: number;
  dateText: string;
  message: string | undefined;
  statusPending: boolean;
  datePending: boolean;
  historyOpen: boolean;
};

/** Client, SIRET, status select, date input and history of one client. */
export function AuthorizationRowCells({
  row,
  index,
  dateText,
  message,
  statusPending,
  datePending,
  historyOpen,
  onStatusChange,
  onDateChange,
  onDateCommit,
  onDateCancel,
  onMove,
  onOpenHistory,
}: AuthorizationRowCellsProps) {
  return (
    <>
      <span role="cell" className="truncate font-medium text-foreground" title={row.raisonSociale}>
        {row.raisonSociale}
      </span>
      <span role="cell" className="truncate font-mono text-muted-foreground tabular-nums">
        {row.siret ?? '—'}
      </span>
      <span role="cell">
        <StatusSelect
          aria-label={`Statut de ${row.raisonSociale}`}
          value={row.status}
          statuses={AUTHORIZATION_STATUSES}
          labels={AUTHORIZATION_STATUS_LABELS}
          disabled={statusPending}
          onChange={(status) => onStatusChange(row, status)}
          onKeyDown={(event) => onMove(event, index, 'status')}
          className="w-full"
        />
      </span>
      <span role="cell">
        <DateCell
          clientId={row.clientId}
          clientName={row.raisonSociale}
          text={dateText}
          message={message}
          disabled={datePending}
          onChange={(text) => onDateChange(row, text)}
          onCommit={() => onDateCommit(row)}
          onCancel={() => onDateCancel(row)}
          onKeyDown={(event) => onMove(event, index, 'date')}
        />
      </span>
      <span role="cell">
        <HistoryButton expanded={historyOpen} onOpen={(anchor) => onOpenHistory(row, anchor)} />
      </span>
    </>
  );
}
