import { ClientTable, type ClientColumn, type TableSelection } from '../client/list/client-table.tsx';
import type { RowSort, SortColumn } from '../client/list/lib/client-rows.ts';
import { HistoryPopover, useHistoryTarget, type HistoryEntity, type HistoryTarget } from './history-popover.tsx';

/** What a column's history button opens and reads. */
export type RowHistory = {
  openId: string | undefined;
  toggle: (target: HistoryTarget) => void;
};

/** The list's rows, sort and sort handler, and its paging (usePagedClientList). */
export type SortedRows<R> = { rows: readonly R[]; sort: RowSort; handleSort: (column: SortColumn) => void; paged: { handleNearEnd: () => void; total: number } };

type FollowUpTableProps<R> = {
  label: string;
  list: SortedRows<R>;
  rowKey: (row: R) => string;
  /** The columns, given the history their buttons open. */
  columns: (history: RowHistory) => ClientColumn<R>[];
  rowHeight: number;
  /** Whose journal the history reads. */
  entity: HistoryEntity;
  selection?: TableSelection<R>;
  /** Narrower gaps between cells, for many columns. */
  dense?: boolean;
};

/**
 * A client table whose cells have a history button (Habilitations, Banque, Suivi): one popover
 * for the whole table, closed when the table scrolls (its row may leave the DOM).
 */
export function FollowUpTable<R>({ label, list, rowKey, columns, rowHeight, entity, selection, dense }: FollowUpTableProps<R>) {
  const history = useHistoryTarget();
  return (
    <ClientTable
      label={label}
      rows={list.rows}
      rowKey={rowKey}
      columns={columns({ openId: history.target?.id, toggle: history.toggle })}
      sort={list.sort}
      onSort={list.handleSort}
      rowHeight={rowHeight}
      onScroll={history.target ? history.close : undefined}
      selection={selection}
      dense={dense}
      onNearEnd={list.paged.handleNearEnd}
      rowCount={list.paged.total}
    >
      <HistoryPopover target={history.target} entity={entity} onClose={history.close} />
    </ClientTable>
  );
}
