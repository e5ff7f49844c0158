import { useState } from 'react';
import { UserPlus } from 'lucide-react';

import type { AdminUser } from '../../../../shared/settings.ts';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAdminUsers } from '../api/admin-users.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TwoFactorPolicySection } from './two-factor-policy-section.tsx';
import { UserDialog, type UserDialogState } from './user-dialog.tsx';
import { UsersTable } from './users-table.tsx';

/** 'Utilisateurs' (admins only): the accounts, and the modal that creates or edits one. */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const usersQuery = useAdminUsers();
  const [dialog, setDialog] = useState<UserDialogState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const users = usersQuery.data;

  return (
    <div className="grid gap-6">
      <SettingsSection
        title={`Gestion des utilisateurs${users ? ` (${users.length})` : ''}`}
        actions={
          <Button onClick={() => setDialog({ mode: 'create' })}>
            <UserPlus aria-hidden="true" />
            Nouvel utilisateur
          </Button>
        }
      >
        {usersQuery.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Chargement des utilisateurs…
          </p>
        ) : usersQuery.isError ? (
          <RetryAlert onRetry={() => void usersQuery.refetch()}>{errorMessage(usersQuery.error)}</RetryAlert>
        ) : (
          <UsersTable
            users={usersQuery.data}
            currentUserId={currentUserId}
            onEdit={(user) => setDialog({ mode: 'edit', user })}
            onDelete={setDeleting}
            onResetTwoFactor={setResetting}
          />
        )}
        <UserDialog state={dialog} currentUserId={currentUserId} onClose={() => setDialog({ mode: 'closed' })} />
        <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
        <ResetTwoFactorDialog user={resetting} onClose={() => setResetting(null)} />
      </SettingsSection>
      <TwoFactorPolicySection />
    </div>
  );
}
