import type { Software } from '../../../../shared/software.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDeleteSoftware } from '../api/delete-software.ts';

type DeleteSoftwareDialogProps = {
  /** The software to delete; null keeps the dialog closed. */
  software: Software | null;
  onClose: () => void;
};

/** Asks before deleting; the server's refusal (still used by N clients) is shown as it says it. */
export function DeleteSoftwareDialog({ software, onClose }: DeleteSoftwareDialogProps) {
  const remove = useDeleteSoftware();

  const handleOpenChange = (open: boolean) => {
    if (open) return;
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={software !== null}
      onOpenChange={handleOpenChange}
      title="Supprimer le logiciel"
      description={software ? `Supprimer « ${software.name} » ? Cette action est définitive.` : undefined}
      confirmLabel="Supprimer"
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : undefined}
      onConfirm={() => {
        if (software) remove.mutate(software.id, { onSuccess: () => handleOpenChange(false) });
      }}
    />
  );
}
