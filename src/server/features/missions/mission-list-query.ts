import { sql, type SQL } from 'drizzle-orm';
import { DONE_COLUMN, NO_RESPONSIBLE, type MissionCursor, type MissionListQuery, type MissionSort } from '../../../shared/missions/list-query.ts';
import { MISSION_STATUSES } from '../../../shared/missions/statuses.ts';
import { escapeLike, normalizeSearchText } from '../../../shared/search.ts';
import { afterKeys, keysetOrder, type SortKey } from '../../db/keyset.ts';

// The WHERE and the ORDER BY of GET /api/missions (whole, a page, its ids) and of the board's
// columns. The missions are read as `f` (filtered: the mission's columns, its client's name and
// the sort's value), then the page as `m`: the keys below name the alias they run on.

/** The list's filters, « mine » resolved to the caller by the route; `today` (Paris) tells « late ». */
export type MissionListFilter = Partial<Omit<MissionListQuery, 'mine' | 'sort' | 'order'>> & { responsibleOf?: string | undefined; today: string };

/** A sort and its direction (the table's; the board and the default: by client, ascending). */
export type MissionOrder = { sort: MissionSort; desc: boolean };
export const BY_CLIENT: MissionOrder = { sort: 'client', desc: false };

const OPEN = sql`missions.status IN ('en_cours', 'en_attente_client')`;

/** The conditions on `missions` and `clients` the filters set. */
export function missionListWhere(filter: MissionListFilter, clientIds?: readonly string[]): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.templateId) conditions.push(sql`missions.template_id = ${filter.templateId}::uuid`);
  if (filter.closingFrom) conditions.push(sql`missions.closing_date >= ${filter.closingFrom}::date`);
  if (filter.closingTo) conditions.push(sql`missions.closing_date <= ${filter.closingTo}::date`);
  if (filter.clientId) conditions.push(sql`missions.client_id = ${filter.clientId}::uuid`);
  const clients = clientIds ?? filter.clients;
  if (clients) conditions.push(sql`missions.client_id = ANY(${sql.param(clients)}::uuid[])`);
  const responsible = filter.responsibleOf ?? filter.responsibleId;
  if (responsible === NO_RESPONSIBLE) conditions.push(sql`missions.responsible_id IS NULL`);
  else if (responsible) conditions.push(sql`missions.responsible_id = ${responsible}::uuid`);
  if (filter.waiting) conditions.push(sql`missions.status = 'en_attente_client'`);
  // Open, and the current stage's target date has passed (the card's red date, the progress's « en retard »).
  if (filter.late) {
    conditions.push(sql`${OPEN} AND EXISTS (SELECT 1 FROM mission_stage_progress p
      WHERE p.mission_id = missions.id AND p.stage_id = missions.stage_id AND p.target_date < ${filter.today}::date)`);
  }
  if (filter.q) {
    const pattern = sql`'%' || f_unaccent(lower(${escapeLike(normalizeSearchText(filter.q))})) || '%'`;
    conditions.push(sql`clients.name_folded LIKE ${pattern}`);
  }
  // A column of the board: a stage's open missions, or the done ones (abandoned ones are on no column).
  if (filter.column === DONE_COLUMN) conditions.push(sql`missions.status = 'terminee'`);
  else if (filter.column) conditions.push(sql`${OPEN} AND missions.stage_id = ${filter.column}::uuid`);
  return sql.join(conditions, sql` AND `);
}

/** The board's column of a mission (`missions`): its stage while open, « terminee » once done, none when abandoned. */
export const boardColumnOf = sql`CASE WHEN missions.status = 'terminee' THEN ${DONE_COLUMN}
  WHEN missions.status = 'abandonnee' THEN NULL ELSE missions.stage_id::text END`;

type SortValue = { expr: SQL; type: SQL; none: SQL };

const STATUS_RANK = sql`array_position(${sql.param([...MISSION_STATUSES])}::text[], missions.status::text)`;

/** The value a sort other than the client's orders by, read with the mission (a stage's: the done date, else the target date). */
function sortValueOf(sort: MissionSort): SortValue | null {
  if (sort === 'client') return null;
  if (sort === 'responsable') {
    return { expr: sql`(SELECT u.full_name FROM users u WHERE u.id = missions.responsible_id)`, type: sql`text`, none: sql`''` };
  }
  if (sort === 'statut') return { expr: STATUS_RANK, type: sql`int`, none: sql`0` };
  return {
    expr: sql`(SELECT coalesce(p.done_at, p.target_date) FROM mission_stage_progress p WHERE p.mission_id = missions.id AND p.stage_id = ${sort}::uuid)`,
    type: sql`date`,
    none: sql`'-infinity'::date`,
  };
}

/** The columns `f` adds to the mission's: its client's name and the sort's value (as text, for the cursor). */
export const sortValueColumn = (sort: MissionSort): SQL => {
  const value = sortValueOf(sort);
  return value ? sql`(${value.expr})::text AS sort_value` : sql`NULL::text AS sort_value`;
};

/**
 * The order's keys on `alias` (f or m): by client (then id) in the sort's direction; any other sort
 * by its value in its direction, the rows without one last both ways, then by client and id.
 */
export function orderKeys({ sort, desc }: MissionOrder, alias: 'f' | 'm'): SortKey[] {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const value = sortValueOf(sort);
  if (!value) return [{ expr: column('raison_sociale'), desc }, { expr: column('id'), desc }];
  return [
    { expr: sql`(${column('sort_value')} IS NULL)`, desc: false },
    { expr: sql`coalesce(${column('sort_value')}::${value.type}, ${value.none})`, desc },
    { expr: column('raison_sociale'), desc: false },
    { expr: column('id'), desc: false },
  ];
}

export const orderBy = (order: MissionOrder, alias: 'f' | 'm'): SQL => keysetOrder(orderKeys(order, alias));

/** The rows of `f` after the cursor (written under the same sort, which the route checks). */
export function afterMissionCursor(cursor: MissionCursor): SQL {
  const order = { sort: cursor.sort, desc: cursor.desc };
  const value = sortValueOf(cursor.sort);
  const tail = [sql`${cursor.name}::text`, sql`${cursor.id}::uuid`];
  const values = value ? [sql`${cursor.value === null}::boolean`, sql`coalesce(${cursor.value}::${value.type}, ${value.none})`, ...tail] : tail;
  return afterKeys(orderKeys(order, 'f'), values);
}
