import type { ClientRow } from '../../../../shared/clients.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteClient } from '../api/delete-client.ts';
import { CLIENT_MESSAGES } from '../lib/messages.ts';

type DeleteClientDialogProps = {
  /** The client to delete; null keeps the dialog closed. */
  client: ClientRow | null;
  onClose: () => void;
  /** Gives the keyboard back once the dialog is gone (the row's delete button may be gone too). */
  onFocusReturn: () => void;
};

export function DeleteClientDialog({ client, onClose, onFocusReturn }: DeleteClientDialogProps) {
  const deleteClient = useDeleteClient();

  function handleOpenChange(open: boolean) {
    if (open) return;
    deleteClient.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={client !== null}
      onOpenChange={handleOpenChange}
      title={`Supprimer le client « ${client?.raisonSociale ?? ''} » ?`}
      description="Ses collaborateurs assignés, habilitations et suivis annuels sont supprimés avec lui ; ses tâches sont conservées, sans client."
      confirmLabel="Supprimer"
      onConfirm={() => {
        if (client) deleteClient.mutate(client.id, { onSuccess: () => handleOpenChange(false) });
      }}
      pending={deleteClient.isPending}
      error={deleteClient.isError ? CLIENT_MESSAGES.deleteFailed : undefined}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onFocusReturn();
      }}
    />
  );
}
