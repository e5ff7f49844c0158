import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { AUTHORIZATION_KINDS } from '../../../shared/authorizations.ts';
import {
  SHEET_FINISHED_TASKS_LIMIT,
  type ClientSheet,
  type SheetAuthorization,
  type SheetTask,
} from '../../../shared/client-sheet.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  clientAuthorizations,
  clientCollaborators,
  clients,
  software,
  tasks,
  trackingYears,
  users,
  yearlyTracking,
} from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { listNotes } from './notes.service.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function findClient(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ client: clients, softwareName: software.name })
    .from(clients)
    .leftJoin(software, eq(software.id, clients.softwareId))
    .where(eq(clients.id, id));
  return row;
}

function listCollaborators(db: DbOrTx, clientId: string) {
  return db
    .select({ id: users.id, fullName: users.fullName, role: users.role })
    .from(clientCollaborators)
    .innerJoin(users, eq(users.id, clientCollaborators.collaboratorId))
    .where(eq(clientCollaborators.clientId, clientId))
    .orderBy(asc(clientCollaborators.createdAt), asc(users.id));
}

/** The five kinds in a fixed order, a_faire without a date where no record exists (SPEC §4). */
async function listAuthorizations(db: DbOrTx, clientId: string): Promise<SheetAuthorization[]> {
  const rows = await db
    .select({
      kind: clientAuthorizations.kind,
      status: clientAuthorizations.status,
      authorizationDate: clientAuthorizations.authorizationDate,
      updatedAt: clientAuthorizations.updatedAt,
    })
    .from(clientAuthorizations)
    .where(eq(clientAuthorizations.clientId, clientId));
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return AUTHORIZATION_KINDS.map((kind) => {
    const row = byKind.get(kind);
    return row
      ? { kind, status: row.status, authorizationDate: row.authorizationDate, updatedAt: iso(row.updatedAt) }
      : { kind, status: 'a_faire', authorizationDate: null, updatedAt: null };
  });
}

/** Every year the firm tracks, per kind, newest first; a year without a record reads a_faire. */
function listTracking(db: DbOrTx, clientId: string) {
  return db
    .select({
      kind: trackingYears.kind,
      year: trackingYears.year,
      status: sql<'a_faire' | 'fait' | 'pas_concerne'>`coalesce(${yearlyTracking.status}, 'a_faire')`,
    })
    .from(trackingYears)
    .leftJoin(
      yearlyTracking,
      and(
        eq(yearlyTracking.kind, trackingYears.kind),
        eq(yearlyTracking.year, trackingYears.year),
        eq(yearlyTracking.clientId, clientId),
      ),
    )
    // The enum's order: CFE, then 3 EN 1, as the Suivi tabs.
    .orderBy(asc(trackingYears.kind), desc(trackingYears.year));
}

const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  status: tasks.status,
  priority: tasks.priority,
  dueDate: tasks.dueDate,
  completedAt: tasks.completedAt,
  assigneeName: users.fullName,
  recurrenceFrequency: tasks.recurrenceFrequency,
};

/** Open tasks by due date (undated last), then the most recently finished ones. */
async function listTasks(db: DbOrTx, clientId: string): Promise<{ tasks: SheetTask[]; finishedTaskCount: number }> {
  const base = () => db.select(taskColumns).from(tasks).leftJoin(users, eq(users.id, tasks.assignedTo));
  const open = await base()
    .where(and(eq(tasks.clientId, clientId), ne(tasks.status, 'termine')))
    .orderBy(sql`${tasks.dueDate} asc nulls last`, asc(tasks.createdAt), asc(tasks.id));
  const finished = await base()
    .where(and(eq(tasks.clientId, clientId), eq(tasks.status, 'termine')))
    .orderBy(sql`${tasks.completedAt} desc nulls last`, desc(tasks.createdAt), desc(tasks.id))
    .limit(SHEET_FINISHED_TASKS_LIMIT);
  const [finishedCount] = await db
    .select({ value: count() })
    .from(tasks)
    .where(and(eq(tasks.clientId, clientId), eq(tasks.status, 'termine')));
  const toTask = (row: (typeof open)[number]): SheetTask => ({ ...row, dueDate: iso(row.dueDate), completedAt: iso(row.completedAt) });
  return { tasks: [...open, ...finished].map(toTask), finishedTaskCount: finishedCount?.value ?? 0 };
}

/**
 * Everything the sheet shows but the history, read in one snapshot (repeatable read), so that a
 * write landing meanwhile never shows half-applied. 404 for an unknown client.
 */
export async function getClientSheet({ db, id }: { db: Db; id: string }): Promise<ClientSheet> {
  return db.transaction(
    async (tx) => {
      const found = await findClient(tx, id);
      if (!found) throw notFound('Client');
      const { client, softwareName } = found;
      const collaborators = await listCollaborators(tx, id);
      const authorizations = await listAuthorizations(tx, id);
      const tracking = await listTracking(tx, id);
      const taskList = await listTasks(tx, id);
      const notes = await listNotes({ db: tx, clientId: id });
      return {
        client: {
          id: client.id,
          numeroClient: client.numeroClient,
          raisonSociale: client.raisonSociale,
          siret: client.siret,
          classification: client.classification,
          status: client.status,
          dateCloture: client.dateCloture,
          adresse: client.adresse,
          codePostal: client.codePostal,
          ville: client.ville,
          telephone: client.telephone,
          email: client.email,
          softwareId: client.softwareId,
          collaboratorIds: collaborators.map((collaborator) => collaborator.id),
          createdAt: client.createdAt.toISOString(),
          updatedAt: client.updatedAt.toISOString(),
        },
        software: client.softwareId && softwareName ? { id: client.softwareId, name: softwareName } : null,
        collaborators,
        authorizations,
        tracking,
        ...taskList,
        notes,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
