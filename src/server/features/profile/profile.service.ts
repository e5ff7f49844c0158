import { eq } from 'drizzle-orm';
import type { ProfileUpdate } from '../../../shared/settings.ts';
import type { CurrentUser } from '../../../shared/users.ts';
import { changedFields, recordActivity } from '../../activity/record-activity.ts';
import { toCurrentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notAuthenticated } from '../../errors.ts';

/** The signed-in user changes their own name; the email and the role are not theirs to change. */
export async function updateProfile({ db, user, input }: { db: Db; user: CurrentUser; input: ProfileUpdate }): Promise<CurrentUser> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ fullName: input.fullName, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning({ id: users.id, email: users.email, name: users.fullName, role: users.role });
    // Deleted between the session check and now: the session is gone with the account.
    if (!updated) throw notAuthenticated();
    await recordActivity(tx, user, changedFields({ entity: 'user', entityId: user.id }, { fullName: user.fullName }, input));
    return toCurrentUser(updated);
  });
}
