import { desc } from 'drizzle-orm';
import type { AdminUser, AdminUserCreate } from '../../../shared/settings.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import { createUserWithPassword } from '../../auth/users.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

import type { Actor } from '../../auth/acting-user.ts';

export type { Actor };

export const adminUserColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  createdAt: users.createdAt,
  twoFactorEnabled: users.twoFactorEnabled,
};

type UserRecord = { id: string; email: string; fullName: string; role: AdminUser['role']; createdAt: Date; twoFactorEnabled: boolean };

export const toAdminUser = (row: UserRecord): AdminUser => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  twoFactorEnabled: row.twoFactorEnabled,
});

/** How the journal names a user whose row may be gone later. */
export const describeUser = (row: Pick<UserRecord, 'fullName' | 'email' | 'role'>) => `${row.fullName} <${row.email}> (${row.role})`;

/** SPEC §7: users ordered by created_at descending (the newest first). */
export async function listAdminUsers({ db }: { db: DbOrTx }): Promise<AdminUser[]> {
  const rows = await db.select(adminUserColumns).from(users).orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toAdminUser);
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** An admin creates an account with a password (the 'create-user' function of SPEC §7). */
export async function createAdminUser({ db, input, actor }: { db: Db; input: AdminUserCreate; actor: Actor }): Promise<AdminUser> {
  try {
    return await db.transaction(async (tx) => {
      const user = await createUserWithPassword(tx, input);
      await recordActivity(tx, actor, [{ entity: 'user', entityId: user.id, action: 'create', newValue: describeUser(user) }]);
      return toAdminUser(user);
    });
  } catch (error) {
    // Two admins creating the same email at once: the unique index answers for the slower one.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Un utilisateur avec cet email existe déjà', { cause: error });
    throw error;
  }
}
