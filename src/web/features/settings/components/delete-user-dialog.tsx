import { SETTINGS_MESSAGES, type AdminUser } from '../../../../shared/settings.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
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
  const remove = useDeleteUser();
  const reason = remove.error ? serverMessage(remove.error, '') : '';

  const handleOpenChange = (open: boolean) => {
    if (open) return;
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={handleOpenChange}
      title="Supprimer l'utilisateur"
      description={
        user
          ? `${SETTINGS_MESSAGES.userDeleteConfirm} ${user.fullName} (${user.email}) n’aura plus accès au cabinet ; ses tâches sont conservées, sans assigné.`
          : undefined
      }
      confirmLabel="Supprimer"
      pending={remove.isPending}
      error={remove.error ? [SETTINGS_MESSAGES.userDeleteFailed, reason].filter(Boolean).join(' : ') : undefined}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(user.id, {
          onSuccess: () => {
            toast.success('Utilisateur supprimé');
            handleOpenChange(false);
          },
        });
      }}
    />
  );
}
