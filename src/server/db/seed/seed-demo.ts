import { hashPassword } from 'better-auth/crypto';
import { asc, getTableName, isNotNull, sql } from 'drizzle-orm';
import { TRACKING_KINDS } from '../../../shared/tracking.ts';
import { analyzeTables } from '../analyze.ts';
import type { Db, DbOrTx } from '../client.ts';
import {
  accounts,
  bankChanges,
  clientAuthorizations,
  clientCollaborators,
  clients,
  software,
  tasks,
  trackingYears,
  users,
  yearlyTracking,
} from '../schema/index.ts';
import { inChunks } from './in-chunks.ts';
import { makeAuthorizations, makeBankChanges, makeYearlyTracking } from './make-follow-up.ts';
import { makeAssignments, makeClients } from './make-clients.ts';
import { makeTasks } from './make-tasks.ts';
import { createRandom, deriveSeed } from './random.ts';
import { makePeople, seedUsers } from './seed-users.ts';

export const DEMO_PASSWORD = 'demo1234';

export type SeedDemoOptions = {
  db: Db;
  clients: number;
  tasks: number;
  users: number;
  seed: number;
  /** The moment the demo is built around (due dates, closing year); tests pin it. */
  now?: Date;
  onProgress?: (message: string) => void;
};

export type SeedDemoResult = {
  users: number;
  usersCreated: number;
  clients: number;
  assignments: number;
  tasks: number;
  authorizations: number;
  trackingRows: number;
  bankChanges: number;
};

const formatCount = new Intl.NumberFormat('fr-FR').format;

/** Reports a table's progress at each quarter, not at each chunk: 100,000 tasks make 50 chunks. */
function quarterReporter(label: string, total: number, onProgress: (message: string) => void) {
  let lastQuarter = 0;
  return (done: number) => {
    const quarter = Math.floor((done * 4) / total);
    if (quarter === lastQuarter && done < total) return;
    lastQuarter = quarter;
    onProgress(`${label} : ${formatCount(done)} / ${formatCount(total)}`);
  };
}

/** Where the client numbers go on from: after the highest C-number already used. */
async function findNextClientNumber(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(substring(${clients.numeroClient} from '^C([0-9]+)$')::int)` })
    .from(clients);
  return (row?.max ?? 0) + 1;
}

/** Every table seedDemo writes to. */
const SEEDED_TABLES = [users, accounts, clients, clientCollaborators, tasks, clientAuthorizations, trackingYears, yearlyTracking, bankChanges].map(
  (table) => getTableName(table),
);

/**
 * Fills the database with a plausible firm, in one transaction: a failure leaves nothing half
 * written. The same seed on the same database gives the same data (ids aside); seeding again
 * reuses the staff and adds new clients and tasks. Then the tables' statistics are refreshed, so
 * that the first page opened on the demo is planned on what is there.
 */
export async function seedDemo(options: SeedDemoOptions): Promise<SeedDemoResult> {
  const result = await writeDemoFirm(options);
  await analyzeTables(options.db, SEEDED_TABLES);
  options.onProgress?.('Statistiques des tables mises à jour (ANALYZE)');
  return result;
}

/**
 * seedDemo without the statistics: the firm as the planner sees it when nothing has analysed
 * its tables yet (bench/tasks-unanalysed.ts measures that case).
 */
export async function writeDemoFirm(options: SeedDemoOptions): Promise<SeedDemoResult> {
  const { db, seed } = options;
  const now = options.now ?? new Date();
  const onProgress = options.onProgress ?? (() => {});
  const year = now.getFullYear();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    // Staff come from the bare seed, so a second run finds the same people and reuses them.
    const people = makePeople({ random: createRandom(seed), count: options.users });
    const staff = await seedUsers({ db: tx, people, passwordHash });
    onProgress(`Utilisateurs : ${staff.users.length} (${staff.created} créés, ${staff.users.length - staff.created} existants)`);
    const userIds = staff.users.map((user) => user.id);
    const admin = staff.users.find((user) => user.role === 'admin') ?? staff.users[0];
    const nonAdminIds = staff.users.filter((user) => user.role !== 'admin').map((user) => user.id);

    const firstNumber = await findNextClientNumber(tx);
    // Everything else depends on what is already there, so a second run adds new clients, not copies.
    const random = createRandom(deriveSeed(seed, firstNumber));
    const softwareIds = (await tx.select({ id: software.id }).from(software).orderBy(asc(software.displayOrder))).map((row) => row.id);
    const takenSirets = new Set(
      (await tx.select({ siret: clients.siret }).from(clients).where(isNotNull(clients.siret))).map((row) => row.siret ?? ''),
    );

    const clientRows = makeClients({ random, count: options.clients, firstNumber, year, softwareIds, takenSirets });
    const reportClients = quarterReporter('Clients', clientRows.length, onProgress);
    await inChunks(clientRows, 2000, async (chunk, done) => {
      await tx.insert(clients).values(chunk);
      reportClients(done);
    });

    const assignments = makeAssignments({
      random,
      clientIds: clientRows.map((client) => client.id),
      staffIds: nonAdminIds.length > 0 ? nonAdminIds : userIds,
    });
    await inChunks(assignments, 10_000, (chunk) => tx.insert(clientCollaborators).values(chunk).onConflictDoNothing());
    onProgress(`Affectations des collaborateurs : ${formatCount(assignments.length)}`);

    const active = clientRows.filter((client) => client.status === 'actif');
    const taskRows = makeTasks({
      random,
      count: options.tasks,
      now,
      activeClientIds: active.map((client) => client.id),
      otherClientIds: clientRows.filter((client) => client.status !== 'actif').map((client) => client.id),
      userIds,
    });
    const reportTasks = quarterReporter('Tâches', taskRows.length, onProgress);
    await inChunks(taskRows, 2000, async (chunk, done) => {
      await tx.insert(tasks).values(chunk);
      reportTasks(done);
    });

    const authorizations = makeAuthorizations({ random, clients: active, userIds, now });
    await inChunks(authorizations, 5000, (chunk) => tx.insert(clientAuthorizations).values(chunk).onConflictDoNothing());
    onProgress(`Habilitations : ${formatCount(authorizations.length)}`);

    const years = [year - 1, year];
    await tx
      .insert(trackingYears)
      .values(TRACKING_KINDS.flatMap((kind) => years.map((y) => ({ kind, year: y, createdBy: admin?.id ?? null }))))
      .onConflictDoNothing();
    const tracking = makeYearlyTracking({ random, clients: active, years, userIds });
    await inChunks(tracking, 5000, (chunk) => tx.insert(yearlyTracking).values(chunk).onConflictDoNothing());
    onProgress(`Suivi CFE et 3 EN 1 : ${formatCount(tracking.length)}`);

    const changes = makeBankChanges({ random, clients: active, totalClients: clientRows.length, userIds, now });
    await inChunks(changes, 2000, (chunk) => tx.insert(bankChanges).values(chunk));
    onProgress(`Changements de banque : ${formatCount(changes.length)}`);

    return {
      users: staff.users.length,
      usersCreated: staff.created,
      clients: clientRows.length,
      assignments: assignments.length,
      tasks: taskRows.length,
      authorizations: authorizations.length,
      trackingRows: tracking.length,
      bankChanges: changes.length,
    };
  });
}
