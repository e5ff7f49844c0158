import { hashPassword } from 'better-auth/crypto';
import { count, eq } from 'drizzle-orm';
import type { Role } from '../../shared/users.ts';
import type { DbOrTx } from '../db/client.ts';
import { accounts, users } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

export type NewUser = { email: string; fullName: string; role: Role; password: string };

/**
 * Creates a user with an email/password account, the way Better Auth stores it, in the
 * caller's transaction. Used by first-run setup, the operator CLI and admins.
 */
export async function createUserWithPassword(db: DbOrTx, input: NewUser) {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw new AppError('CONFLICT', 'Un utilisateur avec cet email existe déjà');
  const [user] = await db
    .insert(users)
    .values({ email, fullName: input.fullName.trim(), role: input.role, emailVerified: true })
    .returning();
  if (!user) throw new AppError('INTERNAL', 'Une erreur inattendue est survenue');
  await db.insert(accounts).values({
    userId: user.id,
    accountId: user.id,
    providerId: 'credential',
    password: await hashPassword(input.password),
  });
  return user;
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
