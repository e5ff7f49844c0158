import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

import type { TaskListRow as TaskRowData, TaskStatus } from '../../../../shared/tasks.ts';
import { SelectAllCheckbox } from '../../../components/selection/selection-checkboxes.tsx';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { cn } from '../../../lib/cn.ts';
import { TASK_PAGE_MESSAGES } from '../lib/messages.ts';
import { LIST_COLUMNS, ROW_HEIGHT, TaskRow } from './task-row.tsx';

type TasksListProps = {
  /** The pages loaded so far, in the server's order. */
  tasks: readonly TaskRowData[];
  /** Every task matching the filters (the rows not loaded yet included). */
  total: number;
  /** Asks for the next page; called as the last rows near the view. */
  onNearEnd: () => void;
  emptyHint: string;
  /** A task just saved: scrolled into view and lit up. */
  flashId: string | null;
  onStatusChange: (task: TaskRowData, status: TaskStatus) => void;
  onEdit: (task: TaskRowData) => void;
  onDelete: (task: TaskRowData) => void;
  selection: RowSelection;
};

const HEADERS = ['Titre', 'Client', 'Assigné à', 'Priorité', 'Statut', 'Échéance', 'Récurrence'] as const;

/** Rows left below the view when the next page is asked for: it arrives before the end is reached. */
const PREFETCH_ROWS = 40;

/**
 * The task list, filtered, sorted and paged by the server. Only the rows in view are in the DOM,
 * and the next page is fetched while some 40 rows remain below the view. Up and Down on
 * a status select move to the next row's select (a closed native select would otherwise change,
 * and save, its value on each arrow press).
 */
export function TasksList({ tasks, total, onNearEnd, emptyHint, flashId, onStatusChange, onEdit, onDelete, selection }: TasksListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Read once per mount: overdue flags do not need to tick.
  const [now] = useState(() => Date.now());
  // This app does not use the React Compiler, whose memoisation the virtualizer would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => tasks[index]?.id ?? index,
  });

  const lastShown = virtualizer.getVirtualItems().at(-1)?.index ?? 0;
  useEffect(() => {
    if (tasks.length > 0 && lastShown >= tasks.length - PREFETCH_ROWS) onNearEnd();
  }, [lastShown, tasks.length, onNearEnd]);

  // A task just created or edited may land anywhere in the sorted list: bring it into view once.
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!flashId || scrolledTo.current === flashId) return;
    const index = tasks.findIndex((task) => task.id === flashId);
    if (index < 0) return;
    scrolledTo.current = flashId;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [flashId, tasks, virtualizer]);

  // Stable, so the memoised rows only redraw when their own task changes.
  const rowCount = tasks.length;
  const handleStatusKeyDown = useCallback(
    (event: KeyboardEvent<HTMLSelectElement>, index: number) => {
      if (event.altKey || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
      event.preventDefault();
      const target = event.key === 'ArrowDown' ? index + 1 : index - 1;
      if (target < 0 || target >= rowCount) return;
      virtualizer.scrollToIndex(target, { align: 'auto' });
      const focus = () =>
        scrollRef.current?.querySelector<HTMLSelectElement>(`[data-row-index="${target}"] select`)?.focus();
      if (scrollRef.current?.querySelector(`[data-row-index="${target}"]`)) focus();
      else requestAnimationFrame(focus);
    },
    [rowCount, virtualizer],
  );

  return (
    <div
      role="table"
      aria-label="Tâches"
      aria-rowcount={Math.max(total, tasks.length) + 1}
      className="flex min-h-0 flex-1 flex-col overflow-x-auto rounded-lg border border-border bg-surface"
    >
      <div className="flex min-h-0 min-w-[64rem] flex-1 flex-col">
        <div
          role="rowgroup"
          className="border-b border-border bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          <div role="row" aria-rowindex={1} className={cn(LIST_COLUMNS, 'h-10')}>
            <span role="columnheader" className="flex items-center">
              <SelectAllCheckbox selection={selection} disabled={tasks.length === 0} />
            </span>
            {HEADERS.map((header) => (
              <span key={header} role="columnheader">
                {header}
              </span>
            ))}
            <span role="columnheader" className="sr-only">
              Actions
            </span>
          </div>
        </div>
        <div ref={scrollRef} role="rowgroup" className="min-h-48 flex-1 overflow-y-auto" tabIndex={-1}>
          {tasks.length === 0 ? (
            // Still a row and a cell: a table's row group holds rows, even when it says it is empty.
            <div role="row" aria-rowindex={2}>
              <div role="cell" aria-colspan={HEADERS.length + 2} className="grid gap-1 p-10 text-center">
                <p className="text-sm font-medium text-foreground">{TASK_PAGE_MESSAGES.empty}</p>
                <p className="text-sm text-muted-foreground">{emptyHint}</p>
              </div>
            </div>
          ) : (
            <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const task = tasks[item.index];
                if (!task) return null;
                return (
                  <TaskRow
                    key={item.key}
                    task={task}
                    index={item.index}
                    start={item.start}
                    now={now}
                    flash={task.id === flashId}
                    onStatusChange={onStatusChange}
                    onEdit={onEdit}
                    onDelete={onDelete}
                    onStatusKeyDown={handleStatusKeyDown}
                    selected={selection.isSelected(task.id)}
                    onSelect={selection.toggle}
                  />
                );
              })}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
