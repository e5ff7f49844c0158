import { useState, type FormEvent, type ReactNode } from 'react';

import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTrigger } from '../ui/dialog.tsx';
import { selectionSummary } from './lib/row-selection.ts';
import { useSelectionCount } from './selection-count.ts';

type BulkDialogProps = {
  /** The bar's button, also the dialog's title (« Changer le statut »). */
  label: string;
  /** The form's fields; `onSubmit` reads them. */
  children: ReactNode;
  /** Returns false to keep the dialog open (an invalid value, shown by the field). */
  onSubmit: () => boolean;
  /** Each opening starts from the default value. */
  onOpen: () => void;
};

/** A bar action's dialog: the value to apply to the selected rows, then « Appliquer ». */
export function BulkDialog({ label, children, onSubmit, onOpen }: BulkDialogProps) {
  const count = useSelectionCount();
  const [open, setOpen] = useState(false);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (onSubmit()) setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpen();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent widthClassName="max-w-md">
        <DialogHeader title={label} description={`Sur les lignes sélectionnées : ${selectionSummary(count)}`} />
        <form className="grid gap-4" onSubmit={handleSubmit}>
          {children}
          <DialogFooter>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Annuler
            </Button>
            <Button type="submit">Appliquer</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
