import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { E_INVOICING_MESSAGES, eInvoicingUpdateSchema, type EInvoicingRow, type EInvoicingUpdate } from '../../../../shared/e-invoicing/api.ts';
import { OTHER_PLATFORM } from '../../../../shared/e-invoicing/platforms.ts';
import type { CompanyCategory } from '../../../../shared/e-invoicing/statuses.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { withoutRowText, withRowText, type RowTexts } from '../../../entities/client/list/lib/date-edits.ts';
import { useDateEdits } from '../../../entities/client/list/use-date-edits.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useUpdateCategory } from '../api/update-category.ts';
import { cachedRow, cellKey, touchedFields, usePendingEInvoicingCells, useUpdateEInvoicing } from '../api/update-e-invoicing.ts';
import { isDateField, type DateField } from '../lib/cells.ts';

/** What a row's cells show and do: the table's side of the edits this hook holds. */
export type EInvoicingCells = {
  /** The cells being saved (cellKey). */
  pending: ReadonlySet<string>;
  dateText: (row: EInvoicingRow, field: DateField) => string;
  /** A cell's message: a refused date or platform name, a failed save. */
  messageOf: (row: EInvoicingRow, field: 'platformOther' | DateField) => string | undefined;
  /** A select's change (a status, a mandate, e-reporting), saved at once. */
  onFieldChange: (row: EInvoicingRow, patch: EInvoicingUpdate) => void;
  onCategoryChange: (row: EInvoicingRow, category: CompanyCategory | null) => void;
  onDateChange: (row: EInvoicingRow, field: DateField, text: string) => void;
  onDateCommit: (row: EInvoicingRow, field: DateField) => void;
  onDateCancel: (row: EInvoicingRow, field: DateField) => void;
  /** The platform select's value: « Autre » while its name is being typed, before it is saved. */
  platformChoice: (row: EInvoicingRow) => string;
  /** The « Autre » name the input shows: what is typed, else the stored one. */
  otherText: (row: EInvoicingRow) => string;
  onPlatformChoose: (row: EInvoicingRow, choice: string) => void;
  onOtherChange: (row: EInvoicingRow, text: string) => void;
  onOtherCommit: (row: EInvoicingRow) => void;
  onOtherCancel: (row: EInvoicingRow) => void;
};

const failed = (name: string | undefined, error: Error) =>
  toast.error(E_INVOICING_MESSAGES.updateFailed, `${name ? `${name} : ` : ''}${errorMessage(error)}`);

/**
 * The row edits of the page: selects save at once; dates and the « Autre » platform name save on
 * leaving the cell or Enter, checked first by the same rules as the server. Typed texts and
 * messages live here, by cell, so a row scrolled out of the virtual table keeps them.
 */
export function useEInvoicingEdits(): EInvoicingCells {
  const queryClient = useQueryClient();
  const dates = useDateEdits();
  // The « Autre » name being typed, by client id; present while the select shows « Autre » unsaved.
  const [others, setOthers] = useState<RowTexts>({});
  const pending = usePendingEInvoicingCells();
  const nameOf = (clientId: string) => cachedRow(queryClient, clientId)?.raisonSociale;

  const update = useUpdateEInvoicing({
    onSuccess: ({ clientId, patch }) => {
      for (const field of touchedFields(patch)) dates.reset(cellKey(clientId, field));
      setOthers((current) => withoutRowText(current, clientId));
    },
    // A typed date or name stays, with the message under it; a select is put back, a toast says why.
    onError: ({ clientId, patch }, error) => {
      const typed = Object.keys(patch).filter((field) => isDateField(field) || field === 'platformOther');
      for (const field of typed) dates.setMessage(cellKey(clientId, field), E_INVOICING_MESSAGES.updateFailed);
      if (typed.length === 0) failed(nameOf(clientId), error);
    },
  });
  const category = useUpdateCategory({ onError: ({ clientId }, error) => failed(nameOf(clientId), error) });
  const save = (row: EInvoicingRow, patch: EInvoicingUpdate) => update.mutate({ clientId: row.clientId, patch });
  const dropOther = (row: EInvoicingRow) => {
    setOthers((current) => withoutRowText(current, row.clientId));
    dates.setMessage(cellKey(row.clientId, 'platformOther'), undefined);
  };

  return {
    pending,
    dateText: (row, field) => dates.textOf(cellKey(row.clientId, field), row[field]),
    messageOf: (row, field) => dates.messageOf(cellKey(row.clientId, field)),
    onFieldChange: save,
    onCategoryChange: (row, next) => category.mutate({ clientId: row.clientId, category: next }),
    onDateChange: (row, field, text) => dates.change(cellKey(row.clientId, field), text),
    onDateCommit: (row, field) => {
      const key = cellKey(row.clientId, field);
      // A focused input being disabled may blur it: the save under way is not sent twice.
      if (pending.has(key)) return;
      dates.commit(key, row[field], (date) => save(row, { [field]: date }));
    },
    onDateCancel: (row, field) => dates.reset(cellKey(row.clientId, field)),
    platformChoice: (row) => (others[row.clientId] !== undefined ? OTHER_PLATFORM : (row.platform ?? '')),
    otherText: (row) => others[row.clientId] ?? row.platformOther ?? '',
    onPlatformChoose: (row, choice) => {
      if (choice === OTHER_PLATFORM) {
        // Nothing is saved until the platform is named.
        if (row.platform !== OTHER_PLATFORM) setOthers((current) => withRowText(current, row.clientId, ''));
        return;
      }
      dropOther(row);
      save(row, { platform: choice === '' ? null : choice });
    },
    onOtherChange: (row, text) => {
      setOthers((current) => withRowText(current, row.clientId, text));
      dates.setMessage(cellKey(row.clientId, 'platformOther'), undefined);
    },
    onOtherCommit: (row) => {
      const text = others[row.clientId];
      if (text === undefined || pending.has(cellKey(row.clientId, 'platformOther'))) return;
      if (row.platform === OTHER_PLATFORM && text.trim() === (row.platformOther ?? '')) return dropOther(row);
      const parsed = eInvoicingUpdateSchema.safeParse({ platform: OTHER_PLATFORM, platformOther: text });
      if (parsed.success) save(row, parsed.data);
      else dates.setMessage(cellKey(row.clientId, 'platformOther'), parsed.error.issues[0]?.message ?? E_INVOICING_MESSAGES.platformOtherRequired);
    },
    onOtherCancel: dropOther,
  };
}
