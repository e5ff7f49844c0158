import { inArray } from 'drizzle-orm';
import type { Role } from '../../../shared/users.ts';
import type { DbOrTx } from '../client.ts';
import { accounts, users } from '../schema/index.ts';
import { slugify } from './company-names.ts';
import { FIRST_NAMES, LAST_NAMES } from './french-data.ts';
import { inChunks } from './in-chunks.ts';
import type { Random } from './random.ts';

export const DEMO_ADMIN_EMAIL = 'admin@cabinet.test';
export const DEMO_EMAIL_DOMAIN = 'cabinet.test';

export type SeededUser = { id: string; email: string; fullName: string; role: Role };
type Person = Omit<SeededUser, 'id'>;

/** The staff: one admin, mostly collaborateurs, and about one stagiaire in five past the admin. */
export function makePeople({ random, count }: { random: Random; count: number }): Person[] {
  const stagiaires = count >= 3 ? Math.max(1, Math.round((count - 1) / 5)) : 0;
  const people: Person[] = [];
  const emails = new Set<string>();
  for (let i = 0; i < count; i++) {
    const fullName = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const role: Role = i === 0 ? 'admin' : i >= count - stagiaires ? 'stagiaire' : 'collaborateur';
    let email = DEMO_ADMIN_EMAIL;
    if (i > 0) {
      // firstname.lastname, and a number when two people share a name (it happens in firms too).
      const [first = '', ...rest] = fullName.split(' ');
      const local = `${slugify(first)}.${slugify(rest.join(' '))}`;
      email = `${local}@${DEMO_EMAIL_DOMAIN}`;
      for (let n = 2; emails.has(email); n++) email = `${local}${n}@${DEMO_EMAIL_DOMAIN}`;
    }
    emails.add(email);
    people.push({ email, fullName, role });
  }
  return people;
}

/**
 * Inserts the staff with one shared password hash (scrypt is slow on purpose; hashing once keeps
 * a 20-user demo instant), stored as createUserWithPassword stores it. Existing emails are kept
 * as they are, password and role included, so that seeding twice does not fail.
 */
export async function seedUsers({
  db,
  people,
  passwordHash,
}: {
  db: DbOrTx;
  people: Person[];
  passwordHash: string;
}): Promise<{ users: SeededUser[]; created: number }> {
  let created = 0;
  await inChunks(people, 1000, async (chunk) => {
    const inserted = await db
      .insert(users)
      .values(chunk.map((person) => ({ ...person, emailVerified: true })))
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    created += inserted.length;
    if (inserted.length === 0) return;
    await db
      .insert(accounts)
      .values(inserted.map(({ id }) => ({ userId: id, accountId: id, providerId: 'credential', password: passwordHash })));
  });

  const byEmail = new Map<string, SeededUser>();
  await inChunks(people, 1000, async (chunk) => {
    const rows = await db
      .select({ id: users.id, email: users.email, fullName: users.fullName, role: users.role })
      .from(users)
      .where(inArray(users.email, chunk.map((person) => person.email)));
    for (const row of rows) byEmail.set(row.email, row);
  });
  const seeded = people.map((person) => byEmail.get(person.email)).filter((user) => user !== undefined);
  return { users: seeded, created };
}
