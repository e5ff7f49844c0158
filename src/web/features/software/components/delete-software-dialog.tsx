import type { Software } from '../../../../shared/software.ts';
import { DeleteDialog } from '../../../components/ui/delete-dialog.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDeleteSoftware } from '../api/delete-software.ts';

type DeleteSoftwareDialogProps = {
  /** The software to delete; null keeps the dialog closed. */
  software: Software | null;
  onClose: () => void;
};

/** Asks before deleting; the server's refusal (still used by N clients) is shown as it says it. */
export function DeleteSoftwareDialog({ software, onClose }: DeleteSoftwareDialogProps) {
  return (
    <DeleteDialog
      item={software}
      onClose={onClose}
      mutation={useDeleteSoftware()}
      title="Supprimer le logiciel"
      description={(item) => `Supprimer « ${item.name} » ? Cette action est définitive.`}
      errorMessage={errorMessage}
    />
  );
}
