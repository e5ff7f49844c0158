import { X } from 'lucide-react';

import { Button } from './button.tsx';

/** « Effacer les filtres » beside a list's filters; empty lists name it in their hint. */
export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClear}>
      <X aria-hidden="true" />
      Effacer les filtres
    </Button>
  );
}
