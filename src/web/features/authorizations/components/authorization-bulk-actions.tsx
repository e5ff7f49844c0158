import {
  AUTHORIZATION_STATUS_LABELS,
  AUTHORIZATION_STATUSES,
  parseAuthorizationDate,
  type AuthorizationKind,
  type AuthorizationRow,
} from '../../../../shared/authorizations.ts';
import { BulkStatusDialog, optionsOf } from '../../../components/selection/bulk-choice-dialog.tsx';
import { BulkTextDialog } from '../../../components/selection/bulk-text-dialog.tsx';
import { namesById } from '../../../components/selection/lib/refused-rows.ts';
import { SelectionBar } from '../../../components/selection/selection-bar.tsx';
import { useBulkWrite } from '../../../components/selection/use-bulk-write.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { bulkUpdateAuthorizations, type AuthorizationBulk } from '../api/bulk-authorizations.ts';

type AuthorizationBulkActionsProps = {
  kind: AuthorizationKind;
  selection: RowSelection;
  rows: readonly AuthorizationRow[];
};

const STATUS_OPTIONS = optionsOf(AUTHORIZATION_STATUSES, AUTHORIZATION_STATUS_LABELS);

/** The selection's bar on Habilitations and Banque: « Changer le statut », « Définir la date ». */
export function AuthorizationBulkActions({ kind, selection, rows }: AuthorizationBulkActionsProps) {
  const bulk = useBulkWrite({
    // URSSAF cascades to bank URSSAF and 3 EN 1: what a colleague's change to an authorisation refreshes.
    entities: ['authorization'],
    nameOf: namesById(rows, (row) => row.clientId, (row) => row.raisonSociale),
  });
  const send = (change: Omit<AuthorizationBulk, 'clientIds'>) =>
    bulk.run(() => bulkUpdateAuthorizations(kind, { clientIds: [...selection.selectedIds], ...change }), selection.clear);
  return (
    <SelectionBar selection={selection} pending={bulk.pending}>
      <BulkStatusDialog
        options={STATUS_OPTIONS}
        onApply={(status) => send({ status })}
      />
      <BulkTextDialog
        label="Définir la date"
        fieldLabel="Date (JJ/MM/AAAA, vide pour l’effacer)"
        placeholder="JJ/MM/AAAA"
        parse={(text) => {
          const parsed = parseAuthorizationDate(text);
          return parsed.ok ? { ok: true, value: parsed.iso } : parsed;
        }}
        onApply={(authorizationDate) => send({ authorizationDate })}
      />
    </SelectionBar>
  );
}
