import { asc, eq } from 'drizzle-orm';
import { SETTINGS_MESSAGES, type AdminUser, type AdminUserPatch } from '../../../shared/settings.ts';
import { TWO_FACTOR_MESSAGES } from '../../../shared/two-factor.ts';
import { changedFields, recordActivity } from '../../activity/record-activity.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { sessions, twoFactors, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { adminUserColumns, describeUser, toAdminUser, type Actor } from './admin-users.service.ts';

/**
 * Locks every admin row, always in id order (so two callers never wait on each other in a cycle),
 * and answers how many admins there are. A concurrent demotion or deletion waits here; once it
 * commits, PostgreSQL re-reads the locked rows, so the count is that of the committed state.
 */
async function lockAdmins(tx: Transaction): Promise<number> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update');
  return admins.length;
}

async function lockUser(tx: Transaction, id: string) {
  const [row] = await tx
    .select(adminUserColumns)
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!row) throw notFound('Utilisateur');
  return row;
}

const lastAdmin = () => new AppError('CONFLICT', SETTINGS_MESSAGES.lastAdmin);

/** Name and role only. Nobody changes their own role; the last admin stays an admin. */
export async function updateAdminUser({
  db,
  id,
  patch,
  actor,
}: {
  db: Db;
  id: string;
  patch: AdminUserPatch;
  actor: Actor;
}): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    // Admins first, then the user: the same order as deleteAdminUser.
    const adminCount = patch.role === undefined ? undefined : await lockAdmins(tx);
    const before = await lockUser(tx, id);
    const roleChanges = patch.role !== undefined && patch.role !== before.role;
    if (roleChanges && id === actor.id) throw new AppError('BAD_REQUEST', SETTINGS_MESSAGES.selfRoleChange);
    if (roleChanges && before.role === 'admin' && (adminCount ?? 0) <= 1) throw lastAdmin();

    const [after] = await tx
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning(adminUserColumns);
    if (!after) throw notFound('Utilisateur');
    const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    await recordActivity(tx, actor, changedFields({ entity: 'user', entityId: id }, before, given));
    return toAdminUser(after);
  });
}

/**
 * The firm's data stays: tasks keep their history with no assignee, the journal keeps the names;
 * the user's client assignments, sessions (so their cookie stops working at once) and account go.
 */
export async function deleteAdminUser({ db, id, actor }: { db: Db; id: string; actor: Actor }): Promise<void> {
  if (id === actor.id) throw new AppError('BAD_REQUEST', SETTINGS_MESSAGES.selfDelete);
  await db.transaction(async (tx) => {
    const adminCount = await lockAdmins(tx);
    const before = await lockUser(tx, id);
    if (before.role === 'admin' && adminCount <= 1) throw lastAdmin();
    await tx.delete(users).where(eq(users.id, id));
    await recordActivity(tx, actor, [{ entity: 'user', entityId: id, action: 'delete', oldValue: describeUser(before) }]);
  });
}

/**
 * A user lost their authenticator app and their recovery codes: their second factor goes, and so
 * do their sessions (a lost phone may hold one). They sign in with their password alone, and set
 * up a new one (at once if the firm requires it). Journalled; an admin resets only others'.
 */
export async function resetAdminUserTwoFactor({ db, id, actor }: { db: Db; id: string; actor: Actor }): Promise<AdminUser> {
  if (id === actor.id) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.resetSelf);
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (!before.twoFactorEnabled) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.resetNotEnabled);
    await tx.delete(twoFactors).where(eq(twoFactors.userId, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    const [after] = await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, id)).returning(adminUserColumns);
    if (!after) throw notFound('Utilisateur');
    await recordActivity(tx, actor, [{ entity: 'user', entityId: id, action: 'update', field: 'twoFactor', oldValue: 'enabled', newValue: 'reset' }]);
    return toAdminUser(after);
  });
}
