import { parseArgs, type ParseArgsConfig } from 'node:util';
import { openDatabase, type Database } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { loadDotEnv, parseEnv } from '../env.ts';
import { createLogger } from '../logger.ts';

/**
 * Opens the database the server would use (DATABASE_URL, or the embedded cluster of DATA_DIR:
 * the running server's, or started for the command), migrated, for an operator command.
 */
export async function openCliDatabase(): Promise<Database> {
  loadDotEnv();
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, logger: createLogger('warn'), role: 'command' });
  await applyMigrations(database.pool);
  return database;
}

/** Parses `--name value` options; an unknown option stops with the usage text. */
export function parseCliArgs<T extends NonNullable<ParseArgsConfig['options']>>(options: T, usage: string) {
  try {
    return parseArgs({ options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  }
}

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Runs a command, printing its error in one line instead of a stack trace. */
export function runCli(main: () => Promise<void>) {
  main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
}
