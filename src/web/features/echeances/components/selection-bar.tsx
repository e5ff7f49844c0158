import { CheckCheck } from 'lucide-react';

import { OBLIGATION_BULK_MAX } from '../../../../shared/obligations/api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { selectionSummary } from '../lib/selection.ts';

type SelectionBarProps = {
  count: number;
  pending: boolean;
  onMarkDone: () => void;
  onClear: () => void;
};

/** Shown while rows are selected: how many, and what to do with them. */
export function SelectionBar({ count, pending, onMarkDone, onClear }: SelectionBarProps) {
  if (count === 0) return null;
  // The server marks at most OBLIGATION_BULK_MAX rows in one all-or-nothing change.
  const tooMany = count > OBLIGATION_BULK_MAX;
  return (
    <div
      role="region"
      aria-label="Sélection"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-info-soft px-4 py-2"
    >
      <p className="text-sm font-medium">{selectionSummary(count)}</p>
      <Button size="sm" pending={pending} disabled={tooMany} onClick={onMarkDone}>
        <CheckCheck aria-hidden="true" />
        Marquer comme fait
      </Button>
      <Button size="sm" variant="ghost" disabled={pending} onClick={onClear}>
        Désélectionner
      </Button>
      {tooMany ? (
        <p className="text-sm text-red-700">
          {new Intl.NumberFormat('fr-FR').format(OBLIGATION_BULK_MAX)} échéances au plus à la fois : filtrez la liste (Type, période…) puis
          recommencez.
        </p>
      ) : null}
    </div>
  );
}
