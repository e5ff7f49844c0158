import type { AdminUser } from '../../../../shared/settings.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useResetUserTwoFactor } from '../api/two-factor.ts';

/** An admin resets a user's second factor (a lost phone); the journal keeps it. */
export function ResetTwoFactorDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const reset = useResetUserTwoFactor();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (open) return;
        reset.reset();
        onClose();
      }}
      title="Réinitialiser la double authentification"
      description={
        user
          ? `${user.fullName} se connectera avec son seul mot de passe, puis configurera une nouvelle application d’authentification. Ses sessions ouvertes sont fermées.`
          : undefined
      }
      confirmLabel="Réinitialiser"
      pending={reset.isPending}
      error={reset.error ? errorMessage(reset.error) : undefined}
      onConfirm={() =>
        user &&
        reset.mutate(user.id, {
          onSuccess: () => {
            toast.success('Double authentification réinitialisée');
            onClose();
          },
        })
      }
    />
  );
}
