/** The production table's sort: a column (client, responsable, statut, or a stage's id) and its direction; the server sorts. */
export type TableSort = { column: string; direction: 'asc' | 'desc' };

/** The table's first order: by client, as the board. */
export const DEFAULT_TABLE_SORT: TableSort = { column: 'client', direction: 'asc' };

/** A click on the sorted column flips it; another column starts ascending. */
export const nextTableSort = (current: TableSort, column: string): TableSort =>
  current.column === column ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { column, direction: 'asc' };
