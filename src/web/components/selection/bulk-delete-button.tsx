import { useState } from 'react';

import { BULK_UNDO_SECONDS } from '../../../shared/bulk.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Button } from '../ui/button.tsx';
import { useSelectionCount } from './selection-count.ts';

const numberFormat = new Intl.NumberFormat('fr-FR');

type BulkDeleteButtonProps = {
  /** What is deleted, plural form able: « client(s) », « tâche(s) ». */
  noun: string;
  onConfirm: () => void;
};

/** « Supprimer »: a confirmation naming the count first; the deletion is undoable from its toast. */
export function BulkDeleteButton({ noun, onConfirm }: BulkDeleteButtonProps) {
  const count = useSelectionCount();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="destructive" onClick={() => setOpen(true)}>
        Supprimer
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Supprimer ${numberFormat.format(count)} ${noun} ?`}
        description={`Les ${numberFormat.format(count)} ${noun} sélectionné(e)s seront supprimé(e)s. Vous pourrez annuler pendant ${BULK_UNDO_SECONDS} secondes.`}
        confirmLabel={`Supprimer ${numberFormat.format(count)} ${noun}`}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      />
    </>
  );
}
