import { sql, type SQL } from 'drizzle-orm';
import type { ClientListQuery } from '../../../shared/clients-page.ts';
import { escapeLike } from '../../../shared/search.ts';
import { clientCollaborators, clients } from '../../db/schema/index.ts';

/**
 * The search box, as the page has always matched it in the browser (shared/client-search.ts's
 * matchesClientQuery): the raison sociale or the numéro client containing the text, case and
 * accents ignored, or the SIRET containing it once spaces are dropped (SIRETs are stored as bare
 * digits). Name and numéro are read folded as stored (name_folded, numero_folded:
 * f_unaccent(lower())), the text folded by the same functions, so 'œ' or 'ß' fold alike on both
 * sides; % and _ stay literal. Each of the three has its trigram index, so the OR is a BitmapOr
 * of three lookups when few clients match, and the folded-name index read in order, filtered,
 * when most do.
 */
export function clientSearchCondition(q: string): SQL {
  const pattern = sql`'%' || f_unaccent(lower(${escapeLike(q)})) || '%'`;
  const digits = q.replace(/\s+/g, '');
  return sql`(${clients.nameFolded} LIKE ${pattern}
    OR ${clients.numeroFolded} LIKE ${pattern}
    OR ${clients.siret} LIKE ${`%${escapeLike(digits)}%`})`;
}

/** The filters as conditions on `clients`. */
export function clientListWhere({ q, collaborator, classification }: Pick<ClientListQuery, 'q' | 'collaborator' | 'classification'>): SQL[] {
  const where: SQL[] = [];
  if (q) where.push(clientSearchCondition(q));
  if (classification) where.push(sql`${clients.classification} = ${classification}`);
  if (collaborator) {
    where.push(sql`EXISTS (SELECT 1 FROM ${clientCollaborators}
      WHERE ${clientCollaborators.clientId} = ${clients.id} AND ${clientCollaborators.collaboratorId} = ${collaborator}::uuid)`);
  }
  return where;
}
