import '../../shared/zod-locale.ts';
import { z } from 'zod';
import { emailSchema, fullNameSchema, passwordSchema, roleSchema } from '../../shared/users.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { createUserWithPassword } from '../auth/users.ts';
import { fail, openCliDatabase, parseCliArgs, runCli } from './cli-database.ts';

const USAGE = `Usage : npm run user:create -- --email EMAIL --password MOT_DE_PASSE --name "NOM COMPLET" --role admin|collaborateur|stagiaire`;

const inputSchema = z.object({ email: emailSchema, password: passwordSchema, fullName: fullNameSchema, role: roleSchema });

runCli(async () => {
  const args = parseCliArgs(
    {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'collaborateur' },
    },
    USAGE,
  );
  const parsed = inputSchema.safeParse({ ...args, fullName: args.name });
  if (!parsed.success) {
    fail(`${parsed.error.issues.map((i) => `--${i.path.join('.') === 'fullName' ? 'name' : i.path.join('.')} : ${i.message}`).join('\n')}\n\n${USAGE}`);
  }
  const database = await openCliDatabase();
  try {
    // Journalled like an account an admin creates (with no author: the command line), in the same
    // transaction: the Statistiques list every user and are versioned by the journal, so a running
    // server would otherwise keep serving them without the new one.
    const user = await database.db.transaction(async (tx) => {
      const created = await createUserWithPassword(tx, parsed.data);
      await recordActivity(tx, null, [{ entity: 'user', entityId: created.id, action: 'create', newValue: `${created.fullName} <${created.email}> (${created.role})` }]);
      return created;
    });
    process.stdout.write(`Utilisateur créé : ${user.fullName} <${user.email}> (${user.role})\n`);
  } finally {
    await database.close();
  }
});
