import { ROLES, type CurrentUser, type Role } from '../../shared/users.ts';

export type AuthUser = { id: string; email: string; name: string; role?: string | null };

export function toCurrentUser(user: AuthUser): CurrentUser {
  const role = (ROLES as readonly string[]).includes(user.role ?? '') ? (user.role as Role) : 'collaborateur';
  return { id: user.id, email: user.email, fullName: user.name, role };
}
