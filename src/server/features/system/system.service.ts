import { sql } from 'drizzle-orm';
import { AUTH_PROVIDER_LABEL, databaseLabel, type SystemInfo } from '../../../shared/settings.ts';
import type { DatabaseKind, DbOrTx } from '../../db/client.ts';

type CountsRow = { users: number; clients: number; tasks: number; notes: number; server_version: string };

/** The 'Système' tab: four counts and the server version in one statement. */
export async function getSystemInfo({
  db,
  databaseKind,
  version,
  authProvider = AUTH_PROVIDER_LABEL,
}: {
  db: DbOrTx;
  databaseKind: DatabaseKind;
  version: string;
  authProvider?: string;
}): Promise<SystemInfo> {
  const result = await db.execute<CountsRow>(sql`
    select
      (select count(*) from users)::int as users,
      (select count(*) from clients)::int as clients,
      (select count(*) from tasks)::int as tasks,
      (select count(*) from notes)::int as notes,
      current_setting('server_version') as server_version
  `);
  const row = result.rows[0];
  if (!row) throw new Error('comptage impossible');
  const { server_version: serverVersion, ...counts } = row;
  return {
    counts,
    database: databaseLabel(databaseKind, serverVersion),
    authentication: authProvider,
    version,
  };
}
