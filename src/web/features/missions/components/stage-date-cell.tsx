import { Check } from 'lucide-react';

import { formatDateFr } from '../../../../shared/dates.ts';
import type { MissionStageDates } from '../../../../shared/missions/api.ts';

type StageDateCellProps = { stage: MissionStageDates | undefined; today: string };

/** A stage's cell in the production table: the done date, else the target date in grey, red once passed. */
export function StageDateCell({ stage, today }: StageDateCellProps) {
  if (stage?.doneAt) {
    return (
      <span className="inline-flex items-center gap-1 text-foreground tabular-nums">
        <Check aria-hidden="true" className="size-3.5 text-success" />
        <span className="sr-only">Faite le </span>
        {formatDateFr(stage.doneAt)}
      </span>
    );
  }
  if (!stage?.targetDate) return <span className="text-muted-foreground" aria-label="Sans date">—</span>;
  const late = stage.targetDate < today;
  return (
    <span className={late ? 'font-medium text-red-700 tabular-nums' : 'text-muted-foreground tabular-nums'}>
      <span className="sr-only">{late ? 'En retard, prévue le ' : 'Prévue le '}</span>
      {formatDateFr(stage.targetDate)}
    </span>
  );
}
