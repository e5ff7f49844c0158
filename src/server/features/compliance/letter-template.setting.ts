import { DEFAULT_LETTER_TEMPLATE, letterTemplateSchema, type LetterTemplate } from '../../../shared/compliance/letter-template.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readFirmSetting, writeFirmSetting, type FirmSetting } from '../../settings/firm-settings.ts';

// Paramètres › Conformité: the firm's engagement letter, which « Générer la lettre » fills in.

export const LETTER_TEMPLATE_SETTING: FirmSetting<LetterTemplate> = {
  key: 'compliance.letter-template',
  schema: letterTemplateSchema,
  defaultValue: DEFAULT_LETTER_TEMPLATE,
};

export const readLetterTemplate = ({ db }: { db: DbOrTx }) => readFirmSetting({ db, setting: LETTER_TEMPLATE_SETTING });

export async function saveLetterTemplate({ db, value, actor }: { db: DbOrTx; value: LetterTemplate; actor: Actor }): Promise<LetterTemplate> {
  await writeFirmSetting({ db, setting: LETTER_TEMPLATE_SETTING, value, actor });
  return value;
}
