import { Check } from 'lucide-react';

import { CLIENT_MESSAGES } from '../lib/messages.ts';

/** Under the grid: its keys, and « Enregistré » while a cell that just saved flashes. */
export function GridFooter({ saved }: { saved: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 text-xs text-muted-foreground">
      <p>Entrée : modifier · Échap : annuler · Flèches et Tab : se déplacer · Maj+Entrée : fiche du client · Espace sur la case : sélectionner (Maj : plage) · Maj+Flèches, Ctrl+C, Ctrl+V : copier-coller comme dans Excel · Ctrl+Z : annuler</p>
      <p role="status" className="flex items-center gap-1 font-medium text-success">
        {saved ? (
          <>
            <Check aria-hidden="true" className="size-3.5" />
            {CLIENT_MESSAGES.saved}
          </>
        ) : null}
      </p>
    </div>
  );
}
