import { CheckCheck } from 'lucide-react';

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
  return (
    <div
      role="region"
      aria-label="Sélection"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-info-soft px-4 py-2"
    >
      <p className="text-sm font-medium">{selectionSummary(count)}</p>
      <Button size="sm" pending={pending} onClick={onMarkDone}>
        <CheckCheck aria-hidden="true" />
        Marquer comme fait
      </Button>
      <Button size="sm" variant="ghost" disabled={pending} onClick={onClear}>
        Désélectionner
      </Button>
    </div>
  );
}
