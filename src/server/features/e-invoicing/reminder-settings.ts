import {
  DEFAULT_REMINDER_TEMPLATE,
  REMINDER_DAILY_CAP_DEFAULT,
  reminderSettingsSchema,
  reminderTemplateSchema,
  type ReminderSettings,
} from '../../../shared/e-invoicing/reminders.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { readFirmSetting, writeFirmSetting, type FirmSetting } from '../../settings/firm-settings.ts';

// Paramètres › Facturation électronique: the firm's reminder template and daily cap. Two settings,
// not one: a template that a later rule refuses falls back to the default without taking the cap with it.

export const REMINDER_TEMPLATE_SETTING: FirmSetting<ReminderSettings['template']> = {
  key: 'e-invoicing.reminder-template',
  schema: reminderTemplateSchema,
  defaultValue: DEFAULT_REMINDER_TEMPLATE,
};

/** Reminder mails sent per Paris day at most (mail/daily-cap.ts); the rest wait for the next days. */
export const REMINDER_DAILY_CAP_SETTING: FirmSetting<number> = {
  key: 'e-invoicing.reminder-daily-cap',
  schema: reminderSettingsSchema.shape.dailyCap,
  defaultValue: REMINDER_DAILY_CAP_DEFAULT,
};

export async function getReminderSettings({ db }: { db: DbOrTx }): Promise<ReminderSettings> {
  const [template, dailyCap] = await Promise.all([
    readFirmSetting({ db, setting: REMINDER_TEMPLATE_SETTING }),
    readFirmSetting({ db, setting: REMINDER_DAILY_CAP_SETTING }),
  ]);
  return { template, dailyCap };
}

/** Both settings in one transaction: the page never sees a new template with the old cap. */
export async function updateReminderSettings({ db, settings, actor }: { db: Db; settings: ReminderSettings; actor: Actor }): Promise<ReminderSettings> {
  await db.transaction(async (tx) => {
    await writeFirmSetting({ db: tx, setting: REMINDER_TEMPLATE_SETTING, value: settings.template, actor });
    await writeFirmSetting({ db: tx, setting: REMINDER_DAILY_CAP_SETTING, value: settings.dailyCap, actor });
  });
  return settings;
}
