import { sql, type SQL } from 'drizzle-orm';
import { AUTHORIZATION_KINDS } from '../../../shared/authorizations.ts';
import {
  SHEET_FINISHED_TASKS_LIMIT,
  SHEET_NOTES_LIMIT,
  type ClientSheet,
  type Note,
  type SheetAuthorization,
  type SheetTask,
  type SheetTracking,
} from '../../../shared/client-sheet.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  clientAuthorizations,
  clientCollaborators,
  clients,
  notes,
  software,
  tasks,
  trackingYears,
  users,
  yearlyTracking,
} from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { SheetCompliance } from '../../../shared/compliance/sheet.ts';
import type { ClientSheetSection } from '../../feature.ts';
import { parisToday } from '../../../shared/dates.ts';
import type { SheetMission } from '../../../shared/missions/sheet.ts';
import type { ObligationRow } from '../../../shared/obligations/api.ts';

const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A subquery's rows as a JSON array, [] when there are none. */
const jsonRows = (rows: SQL) => sql`coalesce((SELECT json_agg(r) FROM (${rows}) r), '[]'::json)`;

const sheetTaskColumns = sql`t.id, t.title, t.status, t.priority, ${iso(sql`t.due_date`)} AS "dueDate",
  ${iso(sql`t.completed_at`)} AS "completedAt", u.full_name AS "assigneeName", t.recurrence_frequency AS "recurrenceFrequency"`;

/**
 * Everything the sheet shows but the history, in one statement (one round trip, one snapshot):
 * - collaborators in assignment order;
 * - the authorisation records there are (the missing kinds read a_faire, filled in below);
 * - every tracked year per kind, CFE then 3 EN 1 (the enum's order), newest first, a_faire without a record;
 * - open tasks by due date, undated last; then the most recently finished ones and their count;
 * - the newest notes with their author's current name;
 * - the sections other features own (the obligations still to do soon, the missions), each under its key.
 */
function clientSheetQuery(id: string, today: string, sections: readonly ClientSheetSection[]): SQL {
  const owned = sections.map((section) => sql`, ${section.select({ clientId: id, today })} AS ${sql.identifier(section.key)}`);
  return sql`
    SELECT
      c.id, c.numero_client AS "numeroClient", c.raison_sociale AS "raisonSociale", c.siret, c.classification,
      c.status, c.date_cloture AS "dateCloture", c.adresse, c.code_postal AS "codePostal", c.ville,
      c.telephone, c.email, c.software_id AS "softwareId",
      c.regime_imposition AS "regimeImposition", c.regime_tva AS "regimeTva", c.jour_tva AS "jourTva", c.employeur,
      c.cfe_acompte AS "cfeAcompte", c.cvae, c.date_creation AS "dateCreation", c.categorie_entreprise AS "categorieEntreprise",
      ${iso(sql`c.created_at`)} AS "createdAt", ${iso(sql`c.updated_at`)} AS "updatedAt",
      (SELECT s.name FROM ${software} s WHERE s.id = c.software_id) AS "softwareName",
      ${jsonRows(sql`
        SELECT u.id, u.full_name AS "fullName", u.role
        FROM ${clientCollaborators} cc JOIN ${users} u ON u.id = cc.collaborator_id
        WHERE cc.client_id = c.id ORDER BY cc.created_at, u.id`)} AS collaborators,
      ${jsonRows(sql`
        SELECT a.kind, a.status, a.authorization_date AS "authorizationDate", ${iso(sql`a.updated_at`)} AS "updatedAt"
        FROM ${clientAuthorizations} a WHERE a.client_id = c.id`)} AS authorizations,
      ${jsonRows(sql`
        SELECT ty.kind, ty.year, coalesce(yt.status, 'a_faire') AS status
        FROM ${trackingYears} ty
        LEFT JOIN ${yearlyTracking} yt ON yt.kind = ty.kind AND yt.year = ty.year AND yt.client_id = c.id
        ORDER BY ty.kind, ty.year DESC`)} AS tracking,
      ${jsonRows(sql`
        SELECT ${sheetTaskColumns}
        FROM ${tasks} t LEFT JOIN ${users} u ON u.id = t.assigned_to
        WHERE t.client_id = c.id AND t.status <> 'termine'
        ORDER BY t.due_date ASC NULLS LAST, t.created_at, t.id`)} AS "openTasks",
      ${jsonRows(sql`
        SELECT ${sheetTaskColumns}
        FROM ${tasks} t LEFT JOIN ${users} u ON u.id = t.assigned_to
        WHERE t.client_id = c.id AND t.status = 'termine'
        ORDER BY t.completed_at DESC NULLS LAST, t.created_at DESC, t.id DESC
        LIMIT ${SHEET_FINISHED_TASKS_LIMIT}`)} AS "finishedTasks",
      (SELECT count(*)::int FROM ${tasks} t WHERE t.client_id = c.id AND t.status = 'termine') AS "finishedTaskCount",
      ${jsonRows(sql`
        SELECT n.id, n.client_id AS "clientId", n.body, n.author_id AS "authorId", u.full_name AS "authorName",
          ${iso(sql`n.created_at`)} AS "createdAt"
        FROM ${notes} n LEFT JOIN ${users} u ON u.id = n.author_id
        WHERE n.client_id = c.id
        ORDER BY n.created_at DESC, n.id DESC
        LIMIT ${SHEET_NOTES_LIMIT}`)} AS notes
      ${sql.join(owned)}
    FROM ${clients} c
    WHERE c.id = ${id}`;
}

type SheetRow = Omit<ClientSheet['client'], 'collaboratorIds'> & {
  softwareName: string | null;
  collaborators: ClientSheet['collaborators'];
  authorizations: SheetAuthorization[];
  tracking: SheetTracking[];
  openTasks: SheetTask[];
  finishedTasks: SheetTask[];
  finishedTaskCount: number;
  notes: Note[];
  /** The obligations feature's section (obligationsSheetSection). */
  obligations: ObligationRow[];
  /** The missions feature's section (missionsSheetSection). */
  missions: SheetMission[];
  /** The compliance feature's section (complianceSheetSection). */
  compliance: SheetCompliance;
};

/** The five kinds in a fixed order, a_faire without a date where no record exists (SPEC §4). */
function everyKind(records: readonly SheetAuthorization[]): SheetAuthorization[] {
  const byKind = new Map(records.map((record) => [record.kind, record]));
  return AUTHORIZATION_KINDS.map((kind) => byKind.get(kind) ?? { kind, status: 'a_faire', authorizationDate: null, updatedAt: null });
}

/**
 * The client sheet; 404 for an unknown client. `sections`: the parts other features own (the
 * obligations feature's « Échéances »), as the app hands them over from the features' descriptors.
 */
export async function getClientSheet({
  db,
  id,
  sections,
  today = parisToday(),
}: {
  db: DbOrTx;
  id: string;
  sections: readonly ClientSheetSection[];
  today?: string;
}): Promise<ClientSheet> {
  const [row] = (await db.execute<SheetRow>(clientSheetQuery(id, today, sections))).rows;
  if (!row) throw notFound('Client');
  const { softwareName, collaborators, authorizations, tracking, openTasks, finishedTasks, finishedTaskCount, notes: clientNotes, obligations, missions, compliance, ...client } = row;
  return {
    client: { ...client, collaboratorIds: collaborators.map((collaborator) => collaborator.id) },
    software: client.softwareId && softwareName ? { id: client.softwareId, name: softwareName } : null,
    collaborators,
    authorizations: everyKind(authorizations),
    tracking,
    tasks: [...openTasks, ...finishedTasks],
    finishedTaskCount,
    obligations,
    missions,
    compliance,
    notes: clientNotes,
  };
}
