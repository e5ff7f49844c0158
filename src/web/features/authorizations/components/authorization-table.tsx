import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState, type KeyboardEvent } from 'react';

import type { AuthorizationKind, AuthorizationRow } from '../../../../shared/authorizations.ts';
import { cn } from '../../../lib/cn.ts';
import { authorizationHistoryQueryKey, fetchAuthorizationHistory } from '../api/get-authorizations.ts';
import type { PendingUpdates } from '../api/update-authorization.ts';
import {
  AuthorizationRowCells,
  ROW_COLUMNS,
  type AuthorizationRowHandlers,
  type RowControl,
} from './authorization-row.tsx';
import { dateCellText, type DateEdits, type RowTexts } from '../lib/date-edits.ts';
import type { RowSort, SortColumn } from '../../../components/client-list/lib/client-rows.ts';
import { HistoryPopover, toggleHistory, type HistoryTarget } from '../../../components/follow-up/history-popover.tsx';
import { SortHeader } from '../../../components/client-list/sort-header.tsx';

const ROW_HEIGHT = 56;
const CONTROL_SELECTOR: Record<RowControl, string> = { status: 'select', date: 'input' };

type AuthorizationTableProps = Omit<AuthorizationRowHandlers, 'onMove' | 'onOpenHistory'> & {
  kind: AuthorizationKind;
  kindLabel: string;
  rows: readonly AuthorizationRow[];
  sort: RowSort;
  onSort: (column: SortColumn) => void;
  edits: DateEdits;
  messages: RowTexts;
  pending: PendingUpdates;
};

/**
 * The clients of one authorisation kind. Only the rows in view are in the DOM, so 10,000 clients
 * scroll and filter without lag; a row with a message grows to show it (rows are measured).
 */
export function AuthorizationTable({
  kind,
  kindLabel,
  rows,
  sort,
  onSort,
  edits,
  messages,
  pending,
  ...handlers
}: AuthorizationTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  // This app does not use the React Compiler, whose memoisation the virtualizer would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => rows[index]?.clientId ?? index,
  });

  // A closed native select changes its value on each arrow press (saving every step): Up and
  // Down move to the neighbouring row instead, Alt+Down still opens the list.
  const handleMove = (event: KeyboardEvent<HTMLElement>, index: number, control: RowControl) => {
    if (event.altKey || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const target = event.key === 'ArrowDown' ? index + 1 : index - 1;
    if (target < 0 || target >= rows.length) return;
    virtualizer.scrollToIndex(target, { align: 'auto' });
    const focus = () =>
      scrollRef.current
        ?.querySelector<HTMLElement>(`[data-row-index="${target}"] ${CONTROL_SELECTOR[control]}`)
        ?.focus();
    if (scrollRef.current?.querySelector(`[data-row-index="${target}"]`)) focus();
    else requestAnimationFrame(focus);
  };

  const handleOpenHistory = (row: AuthorizationRow, anchor: HTMLElement) =>
    setHistory((current) =>
      toggleHistory(current, {
        id: row.clientId,
        anchor,
        subject: `${row.raisonSociale} — ${kindLabel}`,
        queryKey: authorizationHistoryQueryKey(kind, row.clientId),
        fetchEntries: (signal) => fetchAuthorizationHistory(kind, row.clientId, signal),
      }),
    );

  return (
    <div
      role="table"
      aria-label={`Clients — ${kindLabel}`}
      aria-rowcount={rows.length + 1}
      className="min-w-0 overflow-x-auto rounded-lg border border-border bg-surface"
    >
      <div className="min-w-[52rem]">
        <div
          role="rowgroup"
          className="border-b border-border bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          <div role="row" aria-rowindex={1} className={cn(ROW_COLUMNS, 'h-10')}>
            <SortHeader column="client" label="Client" sort={sort} onSort={onSort} />
            <SortHeader column="siret" label="SIRET" sort={sort} onSort={onSort} />
            <span role="columnheader">Statut</span>
            <span role="columnheader">Date</span>
            <span role="columnheader">
              <span className="sr-only">Historique</span>
            </span>
          </div>
        </div>
        <div
          ref={scrollRef}
          role="rowgroup"
          className="h-[60vh] min-h-72 overflow-y-auto"
          tabIndex={-1}
          onScroll={history ? () => setHistory(null) : undefined}
        >
          {rows.length === 0 ? (
            <p className="p-8 text-center text-sm text-muted-foreground">Aucun client trouvé</p>
          ) : (
            <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                return (
                  <div
                    key={item.key}
                    ref={virtualizer.measureElement}
                    role="row"
                    aria-rowindex={item.index + 2}
                    data-index={item.index}
                    data-row-index={item.index}
                    className={cn(
                      ROW_COLUMNS,
                      'absolute inset-x-0 top-0 min-h-14 border-b border-border/70 text-sm hover:bg-muted/40',
                    )}
                    style={{ transform: `translateY(${item.start}px)` }}
                  >
                    <AuthorizationRowCells
                      row={row}
                      index={item.index}
                      dateText={dateCellText(edits, row.clientId, row.authorizationDate)}
                      message={messages[row.clientId]}
                      statusPending={pending.status.has(row.clientId)}
                      datePending={pending.date.has(row.clientId)}
                      historyOpen={history?.id === row.clientId}
                      onMove={handleMove}
                      onOpenHistory={handleOpenHistory}
                      {...handlers}
                    />
                  </div>
                );
              })}
            </div>
          )}
        </div>
      </div>
      <HistoryPopover target={history} entity="authorization" onClose={() => setHistory(null)} />
    </div>
  );
}
