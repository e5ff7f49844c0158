import type { ReactNode } from 'react';

import { BULK_MAX_ROWS } from '../../../shared/bulk.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { selectionSummary } from './lib/row-selection.ts';
import { SelectionCount } from './selection-count.ts';
import type { RowSelection } from './use-row-selection.ts';

const numberFormat = new Intl.NumberFormat('fr-FR');

type SelectionBarProps = {
  selection: Pick<RowSelection, 'count' | 'total' | 'clear'>;
  /** A bulk write is running: the actions wait, the bar says so. */
  pending: boolean;
  /** Past this many rows the server refuses the action (BULK_MAX_ROWS by default). */
  max?: number;
  /** The page's actions (buttons opening their dialogs). */
  children: ReactNode;
};

/** Shown while rows are selected: how many, the page's actions, and « Annuler la sélection ». */
export function SelectionBar({ selection, pending, max = BULK_MAX_ROWS, children }: SelectionBarProps) {
  const { count, total } = selection;
  if (count === 0) return null;
  const tooMany = count > max;
  return (
    <div
      role="region"
      aria-label="Sélection"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-info-soft px-4 py-2"
    >
      <p className="text-sm font-medium" aria-live="polite">
        {selectionSummary(count)}
      </p>
      <fieldset disabled={pending || tooMany} className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Actions sur la sélection</legend>
        <SelectionCount.Provider value={count}>{children}</SelectionCount.Provider>
      </fieldset>
      {pending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Modification en cours…
        </p>
      ) : null}
      <Button size="sm" variant="ghost" disabled={pending} onClick={selection.clear}>
        Annuler la sélection
      </Button>
      {tooMany || total !== null ? (
        <p className="basis-full text-sm text-destructive">
          {total !== null ? `Les filtres montrent ${numberFormat.format(total)} lignes : seules les ${numberFormat.format(count)} premières sont sélectionnées. ` : null}
          {tooMany ? `Une action groupée porte sur ${numberFormat.format(max)} lignes au plus : affinez les filtres puis recommencez.` : null}
        </p>
      ) : null}
    </div>
  );
}
