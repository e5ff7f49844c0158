import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { readFirmSetting, type FirmSetting } from '../settings/firm-settings.ts';

/**
 * Whether the firm requires a second factor of every user (Paramètres › Utilisateurs). Kept in the
 * kernel: the session check reads it with the session (session-lookup.ts), and a user without a
 * second factor may then reach only their setup until they have one.
 */
export const TWO_FACTOR_REQUIRED_SETTING: FirmSetting<boolean> = {
  key: 'auth.two-factor-required',
  schema: z.boolean(),
  defaultValue: false,
};

export function isTwoFactorRequired({ db }: { db: DbOrTx }): Promise<boolean> {
  return readFirmSetting({ db, setting: TWO_FACTOR_REQUIRED_SETTING });
}
