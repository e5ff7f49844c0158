import { Pencil, ShieldOff, Trash2 } from 'lucide-react';

import type { AdminUser } from '../../../../shared/settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatDayFr } from '../lib/format.ts';
import { RoleBadge } from './role-badge.tsx';

type UsersTableProps = {
  users: AdminUser[];
  currentUserId: string;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onResetTwoFactor: (user: AdminUser) => void;
};

const COLUMNS = [
  { label: 'Nom' },
  { label: 'Email' },
  { label: 'Rôle' },
  { label: 'Créé le' },
  { label: 'Double authentification' },
  { label: 'Actions', align: 'right' },
] as const;

/** The firm's accounts, newest first. One's own row has no delete button. */
export function UsersTable({ users, currentUserId, onEdit, onDelete, onResetTwoFactor }: UsersTableProps) {
  return (
    <DataTable caption="Utilisateurs du cabinet" columns={COLUMNS}>
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <tr key={user.id} className="hover:bg-muted/40">
            <th scope="row" className="px-4 py-3 text-left font-medium">
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
                >
                  {user.fullName.charAt(0).toLocaleUpperCase('fr-FR')}
                </span>
                <span className="min-w-0 truncate">
                  {user.fullName}
                  {isSelf ? <span className="ml-1.5 text-xs font-normal text-muted-foreground">(vous)</span> : null}
                </span>
              </span>
            </th>
            <td className="px-4 py-3 text-muted-foreground">{user.email}</td>
            <td className="px-4 py-3">
              <RoleBadge role={user.role} />
            </td>
            <td className="px-4 py-3 text-muted-foreground tabular-nums">{formatDayFr(user.createdAt)}</td>
            <td className="px-4 py-3 text-muted-foreground">{user.twoFactorEnabled ? 'Activée' : 'Non activée'}</td>
            <td className="px-4 py-3">
              <span className="flex justify-end gap-1">
                {user.twoFactorEnabled && !isSelf ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Réinitialiser la double authentification de ${user.fullName}`}
                    title="Réinitialiser la double authentification"
                    onClick={() => onResetTwoFactor(user)}
                  >
                    <ShieldOff aria-hidden="true" />
                  </Button>
                ) : (
                  // Keeps the columns aligned where the reset button would be.
                  <span aria-hidden="true" className="size-9" />
                )}
                <Button variant="ghost" size="icon" aria-label={`Modifier ${user.fullName}`} title="Modifier" onClick={() => onEdit(user)}>
                  <Pencil aria-hidden="true" />
                </Button>
                {isSelf ? (
                  // Keeps the columns aligned where the delete button would be.
                  <span aria-hidden="true" className="size-9" />
                ) : (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-destructive hover:bg-destructive-soft"
                    aria-label={`Supprimer ${user.fullName}`}
                    title="Supprimer"
                    onClick={() => onDelete(user)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </span>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
