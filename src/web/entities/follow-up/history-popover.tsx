import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { History } from 'lucide-react';
import { Popover } from 'radix-ui';

import { formatActivityAt } from '../../../shared/activity.ts';
import type { HistoryEntry } from '../../../shared/authorizations.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useJournal } from '../journal/journal-context.tsx';

/** The cell whose history is open: its button, what it is about, and how to fetch its journal. */
export type HistoryTarget = {
  /** The cell's own key, to mark its button expanded. */
  id: string;
  anchor: HTMLElement;
  /** The popover's heading ('Dupont SARL — URSSAF'). */
  subject: string;
  queryKey: QueryKey;
  fetchEntries: (signal: AbortSignal) => Promise<HistoryEntry[]>;
};

type HistoryButtonProps = {
  expanded: boolean;
  onOpen: (anchor: HTMLElement) => void;
};

/**
 * The clock button of a row or cell. It is a plain button: one popover serves the whole table,
 * so that thousands of scrolled rows do not each carry one.
 */
export function HistoryButton({ expanded, onOpen }: HistoryButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Historique"
      title="Historique"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      className="size-8 text-muted-foreground"
      onClick={(event) => onOpen(event.currentTarget)}
    >
      <History aria-hidden="true" />
    </Button>
  );
}

/** The journal entities whose cells have a history button. */
export type HistoryEntity = 'authorization' | 'tracking' | 'e_invoicing';

type HistoryPopoverProps = {
  target: HistoryTarget | null;
  /** Whose journal the cells read: it names their statuses. */
  entity: HistoryEntity;
  onClose: () => void;
};

/**
 * Who changed the cell, when, and from what to what. Escape, a click outside or scrolling the
 * table (its row may leave the DOM) closes it.
 */
export function HistoryPopover({ target, entity, onClose }: HistoryPopoverProps) {
  // The target is already gone when the popover closes: its button gets the focus back.
  const lastAnchor = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (target) lastAnchor.current = target.anchor;
  }, [target]);

  return (
    <Popover.Root open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? <Popover.Anchor virtualRef={{ current: target.anchor }} /> : null}
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          aria-label="Historique"
          // The button toggles: a press on it is not a click outside.
          onPointerDownOutside={(event) => {
            if (event.target instanceof Node && target?.anchor.contains(event.target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (lastAnchor.current?.isConnected) lastAnchor.current.focus();
          }}
          className="z-50 grid w-80 gap-2 rounded-lg border border-border bg-surface p-4 text-sm shadow-lg focus:outline-none"
        >
          <p className="font-semibold text-foreground">Historique</p>
          {target ? (
            <>
              <p className="-mt-1 truncate text-xs text-muted-foreground" title={target.subject}>
                {target.subject}
              </p>
              <HistoryList key={target.id} target={target} entity={entity} />
            </>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function HistoryList({ target, entity }: { target: HistoryTarget; entity: string }) {
  const journal = useJournal();
  // Always fresh: the cell may just have changed.
  const query = useQuery({
    queryKey: target.queryKey,
    queryFn: ({ signal }) => target.fetchEntries(signal),
    staleTime: 0,
  });
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner /> Chargement…
      </p>
    );
  }
  if (query.isError)
    return (
      <p role="alert" className="text-destructive">
        Impossible de charger l’historique.
      </p>
    );
  if (query.data.length === 0) return <p className="text-muted-foreground">Aucune modification enregistrée.</p>;
  return (
    <ol className="grid max-h-72 gap-2 overflow-y-auto">
      {query.data.map((entry, index) => {
        const show = (value: string | null) => journal.formatValue({ entity, field: entry.field, value }) || '—';
        return (
          <li key={`${entry.at}-${index}`} className="grid gap-0.5 border-b border-border/70 pb-2 last:border-b-0">
            <span className="text-xs text-muted-foreground">
              {formatActivityAt(entry.at)} · {entry.userName ?? 'Utilisateur supprimé'}
            </span>
            <span>
              {journal.fieldLabel(entry.field ?? 'status')} : {show(entry.oldValue)} → <span className="font-medium">{show(entry.newValue)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Opening a cell's history from its button; the open one's button closes it. */
export function toggleHistory(current: HistoryTarget | null, next: HistoryTarget): HistoryTarget | null {
  return current?.id === next.id ? null : next;
}

/** The one history open in a table, if any: its buttons toggle it, scrolling closes it. */
export function useHistoryTarget() {
  const [target, setTarget] = useState<HistoryTarget | null>(null);
  const toggle = useCallback((next: HistoryTarget) => setTarget((current) => toggleHistory(current, next)), []);
  const close = useCallback(() => setTarget(null), []);
  return { target, toggle, close };
}
