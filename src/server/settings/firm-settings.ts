import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../auth/acting-user.ts';
import type { DbOrTx } from '../db/client.ts';
import { firmSettings } from '../db/schema/index.ts';

// The firm's settings that admins change in Paramètres (a reminder template, a daily cap): one
// row per key in firm_settings, its value JSON. The feature that owns a setting declares it once
// (key, schema, default) and reads and writes it through these functions only.

/** A setting: its key (unique across features, 'e-invoicing.reminder-template'), what a valid value is, and what it is until an admin sets it. */
export type FirmSetting<T> = {
  key: string;
  schema: z.ZodType<T>;
  defaultValue: T;
};

/**
 * The setting's value: the default when no one has set it, or when the stored value no longer
 * passes the schema (a rule tightened since it was saved), so a reader always gets a valid value.
 */
export async function readFirmSetting<T>({ db, setting }: { db: DbOrTx; setting: FirmSetting<T> }): Promise<T> {
  const [row] = await db.select({ value: firmSettings.value }).from(firmSettings).where(eq(firmSettings.key, setting.key));
  if (!row) return setting.defaultValue;
  const parsed = setting.schema.safeParse(row.value);
  return parsed.success ? parsed.data : setting.defaultValue;
}

/** Saves a value the caller has validated (one upsert: two admins at once leave one row), with its author. */
export async function writeFirmSetting<T>({ db, setting, value, actor }: { db: DbOrTx; setting: FirmSetting<T>; value: T; actor: Actor }): Promise<void> {
  await db
    .insert(firmSettings)
    .values({ key: setting.key, value, updatedBy: actor.id })
    .onConflictDoUpdate({ target: firmSettings.key, set: { value, updatedBy: actor.id, updatedAt: sql`now()` } });
}
