import { ENGAGEMENT_STATUS_LABELS, ENGAGEMENT_STATUSES } from '../../../../shared/compliance/engagement.ts';
import { BulkChoiceDialog, optionsOf } from '../../../components/selection/bulk-choice-dialog.tsx';
import { BulkTextDialog } from '../../../components/selection/bulk-text-dialog.tsx';
import { namesById } from '../../../components/selection/lib/refused-rows.ts';
import { SelectionBar } from '../../../components/selection/selection-bar.tsx';
import { useBulkWrite } from '../../../components/selection/use-bulk-write.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import type { ComplianceListRow } from '../api/get-compliance.ts';
import { bulkUpdateCompliance, type ComplianceBulk } from '../api/bulk-compliance.ts';
import { readRequiredDate } from '../lib/dates.ts';

type ComplianceBulkActionsProps = { selection: RowSelection; rows: readonly ComplianceListRow[] };

const LETTER_OPTIONS = optionsOf(ENGAGEMENT_STATUSES, ENGAGEMENT_STATUS_LABELS);

/** The selection's bar: « Statut de la lettre », « Date de revue », each undone from its toast. */
export function ComplianceBulkActions({ selection, rows }: ComplianceBulkActionsProps) {
  const bulk = useBulkWrite({
    entities: ['kyc', 'engagement_letter'],
    nameOf: namesById(rows, (row) => row.clientId, (row) => row.raisonSociale),
  });
  const send = (change: Omit<ComplianceBulk, 'clientIds'>) => bulk.run(() => bulkUpdateCompliance({ clientIds: [...selection.selectedIds], ...change }), selection.clear);
  return (
    <SelectionBar selection={selection} pending={bulk.pending}>
      <BulkChoiceDialog label="Statut de la lettre" fieldLabel="Nouveau statut de la lettre" options={LETTER_OPTIONS} onApply={(engagementStatus) => send({ engagementStatus })} />
      <BulkTextDialog
        label="Date de revue"
        fieldLabel="Dernière revue LCB-FT (JJ/MM/AAAA)"
        placeholder="JJ/MM/AAAA"
        parse={readRequiredDate}
        onApply={(lastReviewAt) => send({ lastReviewAt })}
      />
    </SelectionBar>
  );
}
