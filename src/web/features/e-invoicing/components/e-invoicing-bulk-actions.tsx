import { useState } from 'react';
import { Send } from 'lucide-react';

import type { EInvoicingRow } from '../../../../shared/e-invoicing/api.ts';
import {
  COMPANY_CATEGORIES,
  COMPANY_CATEGORY_LABELS,
  COMPANY_CATEGORY_UNSET_LABEL,
  READINESS_STATUS_LABELS,
  READINESS_STATUSES,
} from '../../../../shared/e-invoicing/statuses.ts';
import { BulkChoiceDialog, BulkStatusDialog, optionsOf, type BulkOption } from '../../../components/selection/bulk-choice-dialog.tsx';
import { namesById } from '../../../components/selection/lib/refused-rows.ts';
import { SelectionBar } from '../../../components/selection/selection-bar.tsx';
import { useBulkWrite } from '../../../components/selection/use-bulk-write.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { Button } from '../../../components/ui/button.tsx';
import { bulkSetCategory, bulkUpdateEInvoicing, type EInvoicingBulkChange } from '../api/bulk-e-invoicing.ts';
import { NO_CATEGORY, type CategoryFilter } from '../lib/filters.ts';
import { TAB_FIELDS, type EInvoicingTab } from '../lib/tabs.ts';
import { PlatformBulkDialog } from './platform-bulk-dialog.tsx';
import { ReminderDialog } from './reminder-dialog.tsx';

type EInvoicingBulkActionsProps = {
  tab: EInvoicingTab;
  selection: RowSelection;
  rows: readonly EInvoicingRow[];
};

const STATUS_OPTIONS = optionsOf(READINESS_STATUSES, READINESS_STATUS_LABELS);
const CATEGORY_OPTIONS: BulkOption<CategoryFilter>[] = [
  ...optionsOf(COMPANY_CATEGORIES, COMPANY_CATEGORY_LABELS),
  { value: NO_CATEGORY, label: COMPANY_CATEGORY_UNSET_LABEL },
];

/**
 * The selection's bar: the tab's status, the platform, the category (a client field, so through
 * the clients' bulk update), each undone from its toast; and « Envoyer une relance ».
 */
export function EInvoicingBulkActions({ tab, selection, rows }: EInvoicingBulkActionsProps) {
  const [reminding, setReminding] = useState(false);
  const nameOf = namesById(rows, (row) => row.clientId, (row) => row.raisonSociale);
  const fields = useBulkWrite({ entities: ['e_invoicing'], nameOf });
  const category = useBulkWrite({ entities: ['client'], nameOf });
  const ids = () => [...selection.selectedIds];
  const send = (change: EInvoicingBulkChange) => fields.run(() => bulkUpdateEInvoicing({ clientIds: ids(), ...change }), selection.clear);

  return (
    <SelectionBar selection={selection} pending={fields.pending || category.pending}>
      <BulkStatusDialog options={STATUS_OPTIONS} onApply={(status) => send({ [TAB_FIELDS[tab].status]: status })} />
      <PlatformBulkDialog onApply={send} />
      <BulkChoiceDialog
        label="Définir la catégorie"
        fieldLabel="Catégorie"
        options={CATEGORY_OPTIONS}
        onApply={(value) => category.run(() => bulkSetCategory(ids(), value === NO_CATEGORY ? null : value), selection.clear)}
      />
      <Button size="sm" variant="secondary" onClick={() => setReminding(true)}>
        <Send aria-hidden="true" />
        Envoyer une relance
      </Button>
      <ReminderDialog clientIds={ids()} open={reminding} onOpenChange={setReminding} />
    </SelectionBar>
  );
}
