import { eq } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES, type TwoFactorPolicy, type TwoFactorStatus } from '../../../shared/two-factor.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { isTwoFactorRequired, TWO_FACTOR_REQUIRED_SETTING } from '../../auth/two-factor-policy.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, notAuthenticated } from '../../errors.ts';
import { writeFirmSetting } from '../../settings/firm-settings.ts';

/** The user's own second factor (on once their app gave a first code) and the firm's rule. */
export async function getTwoFactorStatus({ db, userId }: { db: Db; userId: string }): Promise<TwoFactorStatus> {
  const [[user], required] = await Promise.all([
    db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)),
    isTwoFactorRequired({ db }),
  ]);
  if (!user) throw notAuthenticated();
  return { enabled: user.enabled, required };
}

/**
 * Requires (or no longer requires) a second factor of every user. An admin without one cannot
 * require it: they would shut themselves out of everything but its setup.
 */
export async function updateTwoFactorPolicy({ db, policy, actor }: { db: Db; policy: TwoFactorPolicy; actor: Actor }): Promise<TwoFactorPolicy> {
  if (policy.required) {
    const [own] = await db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, actor.id));
    if (!own?.enabled) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.enableOwnFirst);
  }
  await writeFirmSetting({ db, setting: TWO_FACTOR_REQUIRED_SETTING, value: policy.required, actor });
  return policy;
}
