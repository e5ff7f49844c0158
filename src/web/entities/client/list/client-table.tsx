import type { ReactNode } from 'react';

import { VirtualTable, type TableSelection, type VirtualColumn } from '../../../components/ui/virtual-table.tsx';
import type { RowSort, SortColumn } from './lib/client-rows.ts';
import { SortHeader } from './sort-header.tsx';

export type { TableSelection };

/** One column: its grid track, its header, and how a row fills its cell. */
export type ClientColumn<R> = VirtualColumn<R> & {
  /** Makes the header a sort button on this column. */
  sortColumn?: SortColumn;
};

type ClientTableProps<R> = {
  /** Names the table ('Clients — Impôts'). */
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  columns: readonly ClientColumn<R>[];
  sort?: RowSort;
  onSort?: (column: SortColumn) => void;
  /** Rows are measured (a row with a message grows); this is the first guess. */
  rowHeight: number;
  /** Scrolling may take a row out of the DOM: what anchors on a row closes (a popover). */
  onScroll?: () => void;
  /** Drawn after the rows, inside the table (a popover shared by the rows). */
  children?: ReactNode;
  /** What an empty table says; « Aucun client trouvé » by default. */
  empty?: ReactNode;
  /** A checkbox column first, « Sélectionner <name> » per row (the rows are selected by rowKey). */
  selection?: TableSelection<R>;
  /** Narrower gaps between cells, for many columns. */
  dense?: boolean;
  /** A list paged on the server: the table nears its end, the next page is wanted. */
  onNearEnd?: () => void;
  /** A list paged on the server: how many rows the filters show in all (aria-rowcount). */
  rowCount?: number;
};

/**
 * The client list of Habilitations, Banque, Suivi, Logiciels and Échéances: a virtual table
 * (keyboard row navigation included) whose headers sort the rows by client or SIRET.
 */
export function ClientTable<R>({ columns, sort, onSort, empty = 'Aucun client trouvé', ...table }: ClientTableProps<R>) {
  const sortable = columns.map((column) =>
    column.sortColumn && sort && onSort
      ? { ...column, headerCell: <SortHeader key={column.id} column={column.sortColumn} label={column.header} sort={sort} onSort={onSort} /> }
      : column,
  );
  return <VirtualTable {...table} columns={sortable} empty={empty} growingRows />;
}
