import { SETTINGS_MESSAGES, type AdminUser } from '../../../../shared/settings.ts';
import { DeleteDialog } from '../../../components/ui/delete-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDeleteUser } from '../api/admin-users.ts';
import { serverMessage } from '../lib/server-message.ts';

type DeleteUserDialogProps = {
  /** The user to delete; null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
};

/** SPEC §8's confirmation; a refusal (the last admin…) is explained after SPEC's failure text. */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  return (
    <DeleteDialog
      item={user}
      onClose={onClose}
      mutation={useDeleteUser()}
      title="Supprimer l'utilisateur"
      description={(item) =>
        `${SETTINGS_MESSAGES.userDeleteConfirm} ${item.fullName} (${item.email}) n’aura plus accès au cabinet ; ses tâches sont conservées, sans assigné.`
      }
      errorMessage={(error) => [SETTINGS_MESSAGES.userDeleteFailed, serverMessage(error, '')].filter(Boolean).join(' : ')}
      onDeleted={() => toast.success('Utilisateur supprimé')}
    />
  );
}
