import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { firmSettings, users } from '../db/schema/index.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { type FirmSetting, readFirmSetting, writeFirmSetting } from './firm-settings.ts';

let database: Database;
const greeting: FirmSetting<{ text: string }> = {
  key: 'test.greeting',
  schema: z.strictObject({ text: z.string().min(1) }),
  defaultValue: { text: 'Bonjour' },
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const addUser = async (fullName: string) => {
  const [user] = await database.db
    .insert(users)
    .values({ email: `${fullName.toLowerCase().replace(/\W/g, '')}@cabinet.test`, fullName })
    .returning({ id: users.id, fullName: users.fullName });
  if (!user) throw new Error('insertion impossible');
  return user;
};

describe('firm settings', () => {
  it('reads the default until someone writes, then the written value with its author', async () => {
    const { db } = database;
    expect(await readFirmSetting({ db, setting: greeting })).toEqual({ text: 'Bonjour' });
    const camille = await addUser('Camille Dupont');
    const benoit = await addUser('Benoît Leroy');
    await writeFirmSetting({ db, setting: greeting, value: { text: 'Bonsoir' }, actor: camille });
    await writeFirmSetting({ db, setting: greeting, value: { text: 'Salut' }, actor: benoit });
    expect(await readFirmSetting({ db, setting: greeting })).toEqual({ text: 'Salut' });
    const rows = await db.select().from(firmSettings).where(eq(firmSettings.key, greeting.key));
    expect(rows).toEqual([expect.objectContaining({ value: { text: 'Salut' }, updatedBy: benoit.id })]);
  });

  it('reads the default when the stored value no longer passes the schema', async () => {
    const { db } = database;
    await db.insert(firmSettings).values({ key: 'test.stale', value: { text: '' } });
    expect(await readFirmSetting({ db, setting: { ...greeting, key: 'test.stale' } })).toEqual({ text: 'Bonjour' });
  });
});
