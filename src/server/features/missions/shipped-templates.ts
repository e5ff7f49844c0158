import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SHIPPED_TEMPLATES } from '../../../shared/missions/templates.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { startPeriodicJob } from '../../periodic-job.ts';
import type { FirmSetting } from '../../settings/firm-settings.ts';
import { insertTemplate } from './templates.service.ts';

// « Bilan et liasse » and « Juridique annuel » are there the first time the firm opens
// Production, and only that time: the flag below says they were inserted, so a firm that deleted
// them does not find them back after a restart.

/** Whether the shipped templates were inserted once (true from then on). */
export const SHIPPED_TEMPLATES_SETTING: FirmSetting<boolean> = {
  key: 'missions.shipped-templates',
  schema: z.boolean(),
  defaultValue: false,
};

/**
 * Inserts the shipped templates unless they were inserted once already; true when it did. The
 * flag's row is written first, in the same transaction: a second instance starting at the same
 * moment waits on that row and, once the first commits, finds it and inserts nothing. A template
 * whose name the firm already uses is left out.
 */
export async function seedShippedTemplates({ db }: { db: Db }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      INSERT INTO firm_settings (key, value) VALUES (${SHIPPED_TEMPLATES_SETTING.key}, 'true'::jsonb)
      ON CONFLICT (key) DO NOTHING RETURNING key`);
    if (rows.length === 0) return false;
    const { rows: names } = await tx.execute<{ name: string }>(sql`SELECT name FROM mission_templates`);
    const taken = new Set(names.map((row) => row.name.toLocaleLowerCase('fr-FR')));
    for (const template of SHIPPED_TEMPLATES) {
      if (!taken.has(template.name.toLocaleLowerCase('fr-FR'))) await insertTemplate({ tx, input: template, actor: null });
    }
    return true;
  });
}

/** How often a start that could not reach the database tries again. */
const RETRY_MS = 60_000;

/** At the server's start: the shipped templates, once per firm (a job, so that several instances may start together). */
export function startShippedTemplatesJob({ db, logger }: { db: Db; logger: Logger }) {
  let done = false;
  return startPeriodicJob({
    everyMs: RETRY_MS,
    work: () =>
      done
        ? undefined
        : seedShippedTemplates({ db })
            .then((inserted) => {
              done = true;
              if (inserted) logger.info('modèles de mission livrés ajoutés');
            })
            .catch((error: unknown) => logger.warn({ err: error }, 'modèles de mission livrés : ajout en échec, nouvel essai plus tard')),
  });
}
