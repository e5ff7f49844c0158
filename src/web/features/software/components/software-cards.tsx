import { AppWindow } from 'lucide-react';

import type { Software } from '../../../../shared/software.ts';
import { cn } from '../../../lib/cn.ts';
import { formatClientCount } from '../format-count.ts';

type SoftwareCardsProps = {
  software: Software[];
  selectedId: string | undefined;
  /** A click on the selected card clears the filter. */
  onToggle: (id: string) => void;
};

/** One card per software with its client count; each card is a toggle filtering the table. */
export function SoftwareCards({ software, selectedId, onToggle }: SoftwareCardsProps) {
  if (software.length === 0) {
    return <p className="text-sm text-muted-foreground">Aucun logiciel pour le moment.</p>;
  }
  return (
    <ul aria-label="Logiciels" className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
      {software.map((item) => {
        const selected = item.id === selectedId;
        return (
          <li key={item.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onToggle(item.id)}
              className={cn(
                'flex w-full cursor-pointer items-center gap-3 rounded-lg border bg-surface p-4 text-left shadow-xs',
                'transition-colors',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
                selected ? 'border-primary bg-info-soft ring-1 ring-primary' : 'border-border hover:bg-muted',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-md',
                  selected ? 'bg-primary text-primary-foreground' : 'bg-muted text-primary',
                )}
              >
                <AppWindow className="size-4" />
              </span>
              <span className="grid min-w-0">
                <span className="truncate font-medium text-foreground">{item.name}</span>
                <span className="text-sm text-muted-foreground">{formatClientCount(item.clientCount)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
