import { documentsFolder } from '../backup/document-store.ts';
import { DEMO_PASSWORD, seedDemo } from '../db/seed/seed-demo.ts';
import { DEMO_ADMIN_EMAIL } from '../db/seed/seed-users.ts';
import { parseEnv } from '../env.ts';
import { fail, openCliDatabase, parseCliArgs, runCli } from './cli-database.ts';

const USAGE =
  'Usage : npm run seed:demo -- [--clients N (60)] [--tasks N (200)] [--users N (5)] [--seed N (42)]';

const DEFAULTS = { clients: '60', tasks: '200', users: '5', seed: '42' } as const;

function integerArg(name: string, value: string, min: 0 | 1): number {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < min) {
    fail(`--${name} : entier ${min === 1 ? 'strictement positif' : 'positif ou nul'} attendu, reçu « ${value} »\n\n${USAGE}`);
  }
  return number;
}

runCli(async () => {
  const args = parseCliArgs(
    {
      clients: { type: 'string', default: DEFAULTS.clients },
      tasks: { type: 'string', default: DEFAULTS.tasks },
      users: { type: 'string', default: DEFAULTS.users },
      seed: { type: 'string', default: DEFAULTS.seed },
    },
    USAGE,
  );
  const options = {
    clients: integerArg('clients', args.clients, 1),
    tasks: integerArg('tasks', args.tasks, 1),
    users: integerArg('users', args.users, 1),
    // 0 is a seed like any other (larger values wrap to 32 bits).
    seed: integerArg('seed', args.seed, 0),
  };
  const started = performance.now();
  const elapsed = () => ((performance.now() - started) / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  const database = await openCliDatabase();
  try {
    const where = database.kind === 'postgres' ? 'base PostgreSQL (DATABASE_URL)' : 'base embarquée (DATA_DIR)';
    process.stdout.write(`Données de démonstration dans la ${where}, graine ${options.seed}…\n`);
    const result = await seedDemo({
      db: database.db,
      ...options,
      // openCliDatabase has read .env: DATA_DIR is the server's.
      documentsFolder: documentsFolder(parseEnv()),
      // Each step with the time since the start: where a network's seed (50,000 clients) spends its minutes.
      onProgress: (message) => process.stdout.write(`  ${message} (${elapsed()} s)\n`),
    });
    const seconds = elapsed();
    const n = new Intl.NumberFormat('fr-FR').format;
    process.stdout.write(
      [
        `Terminé en ${seconds} s :`,
        `  ${n(result.users)} utilisateurs (${n(result.usersCreated)} créés), ${n(result.clients)} clients, ${n(result.assignments)} affectations,`,
        `  ${n(result.tasks)} tâches, ${n(result.authorizations)} habilitations, ${n(result.trackingRows)} lignes de suivi CFE et 3 EN 1, ${n(result.bankChanges)} changements de banque,`,
        `  ${n(result.eInvoicing)} fiches de facturation électronique,`,
        `  ${n(result.obligations)} échéances fiscales et sociales (${n(result.obligationsDone)} faites),`,
        `  ${n(result.missions)} missions « Bilan et liasse » (campagnes de l'an dernier et de cette année),`,
        `  ${n(result.compliance.files)} dossiers LCB-FT, ${n(result.compliance.owners)} bénéficiaires effectifs, ${n(result.compliance.letters)} lettres de mission, ${n(result.compliance.documents)} documents.`,
        `Connexion : ${DEMO_ADMIN_EMAIL} (ou tout utilisateur @cabinet.test créé ici), mot de passe « ${DEMO_PASSWORD} ».`,
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
});
