import { useMemo } from 'react';
import { createColumnHelper, getCoreRowModel, useReactTable, type SortingState } from '@tanstack/react-table';

import type { ClientRow } from '../../../../shared/clients.ts';
import { CLIENT_COLUMNS, isSortableColumn, type ClientColumn } from '../lib/client-columns.ts';
import type { ClientSort } from '../lib/sort-clients.ts';

const columnHelper = createColumnHelper<ClientRow>();

// TanStack Table owns the column model and the sort toggling; the rows are sorted and filtered
// beforehand (manualSorting), and only the visible ones are drawn, so its row model is never built.
const TABLE_COLUMNS = CLIENT_COLUMNS.map((column) =>
  columnHelper.accessor((row) => (column.key === 'actions' ? row.id : (row[column.key as keyof ClientRow] ?? '')), {
    id: column.key,
    header: column.header,
    size: column.width,
    enableSorting: column.key !== 'actions',
  }),
);

/** The grid's column headers and sort toggling, TanStack Table's; `columns` are the drawn ones. */
export function useClientsTable(
  rows: readonly ClientRow[],
  columns: readonly ClientColumn[],
  sort: ClientSort,
  onSortChange: (sort: ClientSort) => void,
) {
  // TanStack Table hides the same columns, so header positions match the rows'.
  const columnVisibility = useMemo(
    () => Object.fromEntries(CLIENT_COLUMNS.map((column) => [column.key, columns.includes(column)])),
    [columns],
  );
  const sorting: SortingState = [{ id: sort.column, desc: sort.direction === 'desc' }];
  // No React Compiler in this build: nothing memoises around the table object, which is only read while rendering.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows as ClientRow[],
    columns: TABLE_COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualSorting: true,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting, columnVisibility },
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      if (next && isSortableColumn(next.id)) onSortChange({ column: next.id, direction: next.desc ? 'desc' : 'asc' });
    },
  });

  /** Sorts on the drawn column `col` (again: the other way). */
  function toggleSort(col: number) {
    const column = table.getVisibleLeafColumns()[col];
    if (column?.getCanSort()) column.toggleSorting();
  }

  return { headers: table.getHeaderGroups()[0]?.headers ?? [], toggleSort };
}
