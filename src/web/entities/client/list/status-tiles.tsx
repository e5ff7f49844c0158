import { cn } from '../../../lib/cn.ts';
import { statusTone, TONE_TILE_CLASSES, type FollowUpStatus } from '../../follow-up/lib/status-tone.ts';

const numberFormat = new Intl.NumberFormat('fr-FR');

type StatusTilesProps<S extends FollowUpStatus> = {
  /** Names the group for screen readers ('Statuts', 'Statuts 2026'). */
  label: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  counts: Record<S, number>;
  /** The status the table is filtered on, if any. */
  selected: S | undefined;
  /** A click on the pressed tile clears the filter. */
  onToggle: (status: S) => void;
};

/** One counter per status; each is a toggle filtering the table on that status. */
export function StatusTiles<S extends FollowUpStatus>({
  label,
  statuses,
  labels,
  counts,
  selected,
  onToggle,
}: StatusTilesProps<S>) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-3">
      {statuses.map((status) => {
        const pressed = status === selected;
        const tone = TONE_TILE_CLASSES[statusTone(status)];
        return (
          <button
            key={status}
            type="button"
            aria-pressed={pressed}
            data-status={status}
            onClick={() => onToggle(status)}
            className={cn(
              'flex cursor-pointer flex-col items-start gap-1 rounded-lg border bg-surface px-4 py-3 text-left shadow-xs transition-colors',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
              pressed ? cn('ring-1', tone.pressed) : 'border-border hover:bg-muted',
            )}
          >
            <span className="flex items-center gap-2 text-sm text-muted-foreground">
              <span aria-hidden="true" className={cn('size-2.5 rounded-full', tone.dot)} />
              {labels[status]}
            </span>
            <span className="text-2xl font-semibold text-foreground tabular-nums">
              {numberFormat.format(counts[status])}
            </span>
          </button>
        );
      })}
    </div>
  );
}
