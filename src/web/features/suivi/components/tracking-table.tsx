import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Trash2 } from 'lucide-react';

import {
  TRACKING_STATUS_LABELS,
  TRACKING_STATUSES,
  type TrackingKind,
  type TrackingRow,
  type TrackingStatus,
} from '../../../../shared/tracking.ts';
import {
  HistoryButton,
  HistoryPopover,
  toggleHistory,
  type HistoryTarget,
} from '../../../components/follow-up/history-popover.tsx';
import type { RowSort, SortColumn } from '../../../components/client-list/lib/client-rows.ts';
import { SortHeader } from '../../../components/client-list/sort-header.tsx';
import { StatusSelect } from '../../../components/follow-up/status-select.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { fetchTrackingHistory, trackingHistoryQueryKey } from '../api/get-tracking.ts';
import { statusForYear } from '../lib/tracking-rows.ts';

const ROW_HEIGHT = 52;
const ROW_CLASS = 'grid items-center gap-4 px-4';

type TrackingTableProps = {
  kind: TrackingKind;
  kindLabel: string;
  years: readonly number[];
  rows: readonly TrackingRow[];
  sort: RowSort;
  onSort: (column: SortColumn) => void;
  /** 'clientId:year' of the cells being saved. */
  pending: ReadonlySet<string>;
  onStatusChange: (row: TrackingRow, year: number, status: TrackingStatus) => void;
  onDeleteYear: (year: number) => void;
};

/** One row per client, one column per year (newest first); only the rows in view are in the DOM. */
export function TrackingTable({
  kind,
  kindLabel,
  years,
  rows,
  sort,
  onSort,
  pending,
  onStatusChange,
  onDeleteYear,
}: TrackingTableProps) {
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
  const columns = { gridTemplateColumns: `minmax(12rem,2fr) minmax(9rem,1fr) repeat(${years.length}, 13rem)` };

  // Up and Down move to the same year of the row above or below (a closed select would change value).
  const handleKeyDown = (event: KeyboardEvent<HTMLSelectElement>, index: number, year: number) => {
    if (event.altKey || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const target = event.key === 'ArrowDown' ? index + 1 : index - 1;
    if (target < 0 || target >= rows.length) return;
    virtualizer.scrollToIndex(target, { align: 'auto' });
    const focus = () =>
      scrollRef.current
        ?.querySelector<HTMLSelectElement>(`[data-row-index="${target}"] [data-year="${year}"] select`)
        ?.focus();
    if (scrollRef.current?.querySelector(`[data-row-index="${target}"]`)) focus();
    else requestAnimationFrame(focus);
  };

  const handleOpenHistory = (row: TrackingRow, year: number, anchor: HTMLElement) =>
    setHistory((current) =>
      toggleHistory(current, {
        id: `${row.clientId}:${year}`,
        anchor,
        subject: `${row.raisonSociale} — ${kindLabel} ${year}`,
        queryKey: trackingHistoryQueryKey(kind, row.clientId, year),
        fetchEntries: (signal) => fetchTrackingHistory(kind, row.clientId, year, signal),
      }),
    );

  return (
    <div
      role="table"
      aria-label={`Suivi ${kindLabel}`}
      aria-rowcount={rows.length + 1}
      className="min-w-0 overflow-x-auto rounded-lg border border-border bg-surface"
    >
      <div className="min-w-fit">
        <div
          role="rowgroup"
          className="border-b border-border bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          <div role="row" aria-rowindex={1} className={cn(ROW_CLASS, 'h-11')} style={columns}>
            <SortHeader column="client" label="Client" sort={sort} onSort={onSort} />
            <SortHeader column="siret" label="SIRET" sort={sort} onSort={onSort} />
            {years.map((year) => (
              <div key={year} role="columnheader" className="flex items-center justify-between gap-2">
                <span className="text-sm text-foreground tabular-nums">{year}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  title="Supprimer cette année"
                  className="size-8 text-muted-foreground hover:text-destructive"
                  onClick={() => onDeleteYear(year)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
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
                    role="row"
                    aria-rowindex={item.index + 2}
                    data-row-index={item.index}
                    className={cn(
                      ROW_CLASS,
                      'absolute inset-x-0 top-0 border-b border-border/70 text-sm hover:bg-muted/40',
                    )}
                    style={{ ...columns, height: item.size, transform: `translateY(${item.start}px)` }}
                  >
                    <span role="cell" className="truncate font-medium text-foreground" title={row.raisonSociale}>
                      {row.raisonSociale}
                    </span>
                    <span role="cell" className="truncate font-mono text-muted-foreground tabular-nums">
                      {row.siret ?? '—'}
                    </span>
                    {years.map((year) => (
                      <span key={year} role="cell" data-year={year} className="flex items-center gap-1">
                        <StatusSelect
                          aria-label={`${kindLabel} ${year} de ${row.raisonSociale}`}
                          value={statusForYear(row, year)}
                          statuses={TRACKING_STATUSES}
                          labels={TRACKING_STATUS_LABELS}
                          disabled={pending.has(`${row.clientId}:${year}`)}
                          onChange={(status) => onStatusChange(row, year, status)}
                          onKeyDown={(event) => handleKeyDown(event, item.index, year)}
                          className="min-w-0 flex-1"
                        />
                        <HistoryButton
                          expanded={history?.id === `${row.clientId}:${year}`}
                          onOpen={(anchor) => handleOpenHistory(row, year, anchor)}
                        />
                      </span>
                    ))}
                  </div>
                );
              })}
            </div>
          )}
        </div>
      </div>
      <HistoryPopover target={history} entity="tracking" onClose={() => setHistory(null)} />
    </div>
  );
}
