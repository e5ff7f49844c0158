import '../../shared/zod-locale.ts';
import { z } from 'zod';
import { emailSchema, fullNameSchema, passwordSchema, roleSchema } from '../../shared/users.ts';
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
    const user = await createUserWithPassword(database.db, parsed.data);
    process.stdout.write(`Utilisateur créé : ${user.fullName} <${user.email}> (${user.role})\n`);
  } finally {
    await database.close();
  }
});
