import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type KeyboardEvent } from 'react';

import type { ClientRow } from '../../../../shared/clients.ts';
import type { Software } from '../../../../shared/software.ts';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';

const ROW_HEIGHT = 52;
const COLUMNS = 'grid grid-cols-[minmax(0,2fr)_minmax(9rem,1fr)_minmax(12rem,16rem)] items-center gap-4 px-4';

type ActiveClientsTableProps = {
  rows: ClientRow[];
  software: Software[];
  onChangeSoftware: (client: ClientRow, softwareId: string | null) => void;
};

/**
 * The active clients with their software. Only the rows in view are in the DOM, so 10,000
 * clients scroll and filter without lag. Up and Down move between the rows' selects (a closed
 * native select would otherwise change its value on each arrow press, saving every step).
 */
export function ActiveClientsTable({ rows, software, onChangeSoftware }: ActiveClientsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // This app does not use the React Compiler, whose memoisation the virtualizer would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => rows[index]?.id ?? index,
  });

  const focusRow = (index: number) => {
    if (index < 0 || index >= rows.length) return;
    virtualizer.scrollToIndex(index, { align: 'auto' });
    // The neighbour is always rendered (overscan); after a long jump, wait for the next paint.
    const focus = () =>
      scrollRef.current?.querySelector<HTMLSelectElement>(`[data-row-index="${index}"] select`)?.focus();
    if (scrollRef.current?.querySelector(`[data-row-index="${index}"]`)) focus();
    else requestAnimationFrame(focus);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLSelectElement>, index: number) => {
    if (event.altKey || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    focusRow(event.key === 'ArrowDown' ? index + 1 : index - 1);
  };

  return (
    <div
      role="table"
      aria-label="Clients actifs"
      aria-rowcount={rows.length + 1}
      className="rounded-lg border border-border bg-surface"
    >
      <div
        role="rowgroup"
        className="border-b border-border bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        <div role="row" aria-rowindex={1} className={cn(COLUMNS, 'h-10')}>
          <span role="columnheader">Client</span>
          <span role="columnheader">SIRET</span>
          <span role="columnheader">Logiciel</span>
        </div>
      </div>
      <div ref={scrollRef} role="rowgroup" className="h-[60vh] min-h-72 overflow-y-auto" tabIndex={-1}>
        {rows.length === 0 ? (
          <p className="p-8 text-center text-sm text-muted-foreground">Aucun client trouvé</p>
        ) : (
          <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const client = rows[item.index];
              if (!client) return null;
              return (
                <div
                  key={item.key}
                  role="row"
                  aria-rowindex={item.index + 2}
                  data-row-index={item.index}
                  className={cn(COLUMNS, 'absolute inset-x-0 top-0 border-b border-border/70 text-sm hover:bg-muted/40')}
                  style={{ height: item.size, transform: `translateY(${item.start}px)` }}
                >
                  <span role="cell" className="truncate font-medium text-foreground" title={client.raisonSociale}>
                    {client.raisonSociale}
                  </span>
                  <span role="cell" className="truncate font-mono text-muted-foreground tabular-nums">
                    {client.siret ?? '—'}
                  </span>
                  <span role="cell">
                    <Select
                      aria-label={`Logiciel de ${client.raisonSociale}`}
                      className="w-full"
                      value={client.softwareId ?? ''}
                      onChange={(event) => onChangeSoftware(client, event.target.value || null)}
                      onKeyDown={(event) => handleKeyDown(event, item.index)}
                    >
                      <option value="">Aucun logiciel</option>
                      {software.map((option) => (
                        <option key={option.id} value={option.id}>
                          {option.name}
                        </option>
                      ))}
                    </Select>
                  </span>
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
