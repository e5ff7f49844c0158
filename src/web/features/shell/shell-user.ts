import { ROLE_LABELS, type Role } from '../../../shared/users.ts';

/** What the shell shows about the signed-in person; either part may be missing. */
export type ShellUser = {
  fullName?: string | null;
  role?: Role | null;
};

export function displayName(user: ShellUser): string {
  return user.fullName?.trim() || 'Utilisateur';
}

export function displayRole(user: ShellUser): string {
  return user.role ? ROLE_LABELS[user.role] : 'Collaborateur';
}

export function initial(user: ShellUser): string {
  return displayName(user).charAt(0).toLocaleUpperCase('fr-FR');
}
