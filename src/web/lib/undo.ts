import { BULK_UNDO_SECONDS, type BulkResult } from '../../shared/bulk.ts';
import { toast } from '../components/ui/toast.tsx';
import { apiFetch } from './api-client.ts';
import { errorMessage } from './api-error.ts';

// The tab's last undoable write (a cell, a paste, a bulk action): its toast offers « Annuler »
// for BULK_UNDO_SECONDS, and Ctrl+Z on the Clients grid runs the same undo while it is shown.

type Undoable = { toastId: number; undo: () => Promise<void>; onUndone: () => void; done: boolean };

let last: Undoable | null = null;
const numberFormat = new Intl.NumberFormat('fr-FR');

/** POST /api/batches/:batchId/undo: the batch's rows as they were, journalled as a batch of its own. */
export const undoBatch = (batchId: string) =>
  apiFetch<BulkResult>(`/api/batches/${batchId}/undo`, { method: 'POST' });

/** « 1 ligne(s) modifiée(s) », « 1 200 ligne(s) modifiée(s) ». */
export const changedRowsText = (count: number) => `${numberFormat.format(count)} ligne(s) modifiée(s)`;

async function runUndo(entry: Undoable) {
  if (entry.done) return;
  entry.done = true;
  toast.dismiss(entry.toastId);
  try {
    await entry.undo();
    toast.success('Modification annulée');
  } catch (error) {
    toast.error('Annulation impossible', errorMessage(error));
  } finally {
    entry.onUndone();
  }
}

type OfferUndoOptions = {
  title: string;
  description?: string;
  undo: () => Promise<void>;
  /** After the undo, whether it worked or not: refresh what it changed. */
  onUndone: () => void;
};

/** A success toast with « Annuler » for BULK_UNDO_SECONDS; the write becomes the tab's last undoable one. */
export function offerUndo({ title, description, undo, onUndone }: OfferUndoOptions): void {
  const entry: Undoable = { toastId: 0, undo, onUndone, done: false };
  entry.toastId = toast.success(title, description, {
    durationMs: BULK_UNDO_SECONDS * 1_000,
    action: { label: 'Annuler', onClick: () => void runUndo(entry) },
  });
  last = entry;
}

/** Ctrl+Z: undoes the last write while its toast is shown; false when there is nothing to undo. */
export function undoLast(): boolean {
  const entry = last;
  if (!entry || entry.done || !toast.isShown(entry.toastId)) return false;
  void runUndo(entry);
  return true;
}
