import { sql } from 'drizzle-orm';
import type { SetupAdminInput } from '../../../shared/users.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import { countUsers, createUserWithPassword } from '../../auth/users.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

// Any constant: two first-run requests at once must not both create an admin.
const SETUP_LOCK = 720_413;

export async function getSetupStatus({ db }: { db: Db }) {
  return { needsSetup: (await countUsers(db)) === 0 };
}

/** First run only: creates the first administrator while no user exists, never after. */
export async function createFirstAdmin({ db, input }: { db: Db; input: SetupAdminInput }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`);
    if ((await countUsers(tx)) > 0) {
      throw new AppError('SETUP_DONE', 'Le compte administrateur existe déjà. Connectez-vous.');
    }
    const user = await createUserWithPassword(tx, { ...input, role: 'admin' });
    // Nobody is signed in yet: the first admin is the author of their own account.
    await recordActivity(tx, user, [{ entity: 'user', entityId: user.id, action: 'create', newValue: `${user.fullName} <${user.email}> (${user.role})` }]);
    return { id: user.id, email: user.email, fullName: user.fullName, role: user.role };
  });
}
