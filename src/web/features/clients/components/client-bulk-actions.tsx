import type { ClientPatch, ClientRow } from '../../../../shared/clients.ts';
import type { Software } from '../../../../shared/software.ts';
import type { UserOption } from '../../../../shared/users.ts';
import { BulkChoiceDialog, BulkStatusDialog } from '../../../components/selection/bulk-choice-dialog.tsx';
import { BulkDeleteButton } from '../../../components/selection/bulk-delete-button.tsx';
import { SelectionBar } from '../../../components/selection/selection-bar.tsx';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { bulkClientCollaborators, bulkDeleteClients, bulkUpdateClients } from '../api/bulk-clients.ts';
import { useClientBulkWrite } from '../hooks/use-client-bulk-write.ts';
import { CLASSIFICATION_OPTIONS, isClassification, isClientStatus, softwareOptions, STATUS_OPTIONS } from '../lib/client-options.ts';

type ClientBulkActionsProps = {
  selection: RowSelection;
  rows: readonly ClientRow[];
  users: readonly UserOption[];
  software: readonly Software[];
};

/** The selection's bar on Clients: status, classification, software, collaborators, deletion. */
export function ClientBulkActions({ selection, rows, users, software }: ClientBulkActionsProps) {
  const bulk = useClientBulkWrite(rows);
  const ids = () => [...selection.selectedIds];
  // The same patch for every row: the server checks each one as it checks a cell.
  const patchAll = (patch: ClientPatch) =>
    bulk.run(() => bulkUpdateClients({ rows: ids().map((id) => ({ id, patch })) }), selection.clear);
  const collaborator = (op: 'add' | 'remove') => (userId: string) =>
    bulk.run(() => bulkClientCollaborators({ ids: ids(), userId, op }), selection.clear);
  const userOptions = users.map((user) => ({ value: user.id, label: user.fullName }));
  return (
    <SelectionBar selection={selection} pending={bulk.pending}>
      <BulkStatusDialog
        options={STATUS_OPTIONS}
        onApply={(value) => {
          if (isClientStatus(value)) patchAll({ status: value });
        }}
      />
      <BulkChoiceDialog
        label="Changer la classification"
        fieldLabel="Nouvelle classification"
        options={CLASSIFICATION_OPTIONS}
        onApply={(value) => patchAll({ classification: isClassification(value) ? value : null })}
      />
      <BulkChoiceDialog
        label="Changer le logiciel"
        fieldLabel="Nouveau logiciel"
        options={softwareOptions(software)}
        onApply={(value) => patchAll({ softwareId: value || null })}
      />
      <BulkChoiceDialog
        label="Ajouter un collaborateur"
        fieldLabel="Collaborateur à ajouter"
        options={userOptions}
        onApply={collaborator('add')}
      />
      <BulkChoiceDialog
        label="Retirer un collaborateur"
        fieldLabel="Collaborateur à retirer"
        options={userOptions}
        onApply={collaborator('remove')}
      />
      <BulkDeleteButton
        noun="client(s)"
        onConfirm={() => bulk.run(() => bulkDeleteClients(ids()), selection.clear)}
      />
    </SelectionBar>
  );
}
