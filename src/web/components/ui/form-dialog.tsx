import { useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';

import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './dialog.tsx';

type AddDialogProps = {
  /** The button's text, after a « + » (« Ajouter année »). */
  triggerLabel: string;
  widthClassName?: string;
  /** The form, given the function that closes the dialog once it is done. */
  children: (close: () => void) => ReactNode;
};

/** A « + » button and the modal it opens; the form is mounted only while open, so every opening starts empty. */
export function AddDialog({ triggerLabel, widthClassName, children }: AddDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent widthClassName={widthClassName}>{open ? children(() => setOpen(false)) : null}</DialogContent>
    </Dialog>
  );
}

type FormDialogButtonsProps = {
  /** While the request runs: « Annuler » is disabled and the submit button spins. */
  pending: boolean;
  submitLabel: string;
};

/** A dialog form's « Annuler » and submit buttons. */
export function FormDialogButtons({ pending, submitLabel }: FormDialogButtonsProps) {
  return (
    <>
      <DialogClose asChild>
        <Button variant="secondary" disabled={pending}>
          Annuler
        </Button>
      </DialogClose>
      <Button type="submit" pending={pending}>
        {submitLabel}
      </Button>
    </>
  );
}

type FormDialogFooterProps = Omit<FormDialogButtonsProps, 'submitLabel'> & { error?: string; submitLabel?: string };

/** The end of a dialog's form: its error, then « Annuler » and the submit button (« Ajouter » unless told). */
export function FormDialogFooter({ error, pending, submitLabel = 'Ajouter' }: FormDialogFooterProps) {
  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      <DialogFooter>
        <FormDialogButtons pending={pending} submitLabel={submitLabel} />
      </DialogFooter>
    </>
  );
}
