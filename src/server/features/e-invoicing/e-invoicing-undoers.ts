import type { Undoers } from '../../batches/batch.ts';
import { applyEInvoicingChanges, type EInvoicingSnapshot } from './e-invoicing-bulk.service.ts';

/** How a Facturation électronique batch is undone: each record back as it was (the snapshot is this feature's own JSON). */
export const eInvoicingUndoers = {
  'e-invoicing.update': ({ tx, snapshot, actor, undoOf }) => applyEInvoicingChanges({ tx, changes: (snapshot as EInvoicingSnapshot).rows, actor, undoOf }),
} satisfies Undoers;
