import { sql, type SQL } from 'drizzle-orm';
import type { ClientListQuery } from '../../../shared/clients-page.ts';
import { clientCollaborators, clients } from '../../db/schema/index.ts';
import { clientSearchCondition, type ClientSearchColumns } from '../../http/client-list-page.ts';

/** The Clients page reads the table itself, not a list's subquery. */
const SEARCH_COLUMNS: ClientSearchColumns = { name: sql`${clients.nameFolded}`, numero: sql`${clients.numeroFolded}`, siret: sql`${clients.siret}` };

/** The filters as conditions on `clients`. */
export function clientListWhere({ q, collaborator, classification }: Pick<ClientListQuery, 'q' | 'collaborator' | 'classification'>): SQL[] {
  const where: SQL[] = [];
  const search = clientSearchCondition(q, SEARCH_COLUMNS);
  if (search) where.push(search);
  if (classification) where.push(sql`${clients.classification} = ${classification}`);
  if (collaborator) {
    where.push(sql`EXISTS (SELECT 1 FROM ${clientCollaborators}
      WHERE ${clientCollaborators.clientId} = ${clients.id} AND ${clientCollaborators.collaboratorId} = ${collaborator}::uuid)`);
  }
  return where;
}
