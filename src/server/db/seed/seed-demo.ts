import { hashPassword } from 'better-auth/crypto';
import { asc, count, getTableName, isNotNull, sql } from 'drizzle-orm';
import { parisToday } from '../../../shared/dates.ts';
import type { ObligationKind } from '../../../shared/obligations/kinds.ts';
import { TRACKING_KINDS } from '../../../shared/tracking.ts';
import { SERVER_FEATURES } from '../../features/index.ts';
import { newStorageKey, removeDocumentFiles, writeSameDocumentFiles } from '../../backup/document-store.ts';
import { analyzeTables } from '../analyze.ts';
import { compactTaskCounts } from '../task-counts.ts';
import type { Db, DbOrTx, Transaction } from '../client.ts';
import {
  accounts,
  bankChanges,
  beneficialOwners,
  clientAuthorizations,
  clientKyc,
  clientCollaborators,
  clientDocuments,
  clientEInvoicing,
  clientObligations,
  clients,
  engagementLetters,
  missions,
  missionStageProgress,
  missionTemplates,
  software,
  taskCounts,
  tasks,
  taskTitles,
  trackingYears,
  users,
  yearlyTracking,
} from '../schema/index.ts';
import { inChunks } from './in-chunks.ts';
import { DEMO_PDF, DEMO_PDF_SHA256 } from './demo-pdf.ts';
import { makeCompliance, makeDocuments } from './make-compliance.ts';
import { makeEInvoicing } from './make-e-invoicing.ts';
import { makeAuthorizations, makeBankChanges, makeYearlyTracking } from './make-follow-up.ts';
import { makeAssignments, makeClients } from './make-clients.ts';
import { makeFiscalProfile } from './make-fiscal-profile.ts';
import { makeMissions, type MissionDraft } from './make-missions.ts';
import { makeTasks } from './make-tasks.ts';
import { createRandom, deriveSeed, type Random } from './random.ts';
import { alignLiasses, ensureShippedTemplates, writeMissions } from './seed-missions.ts';
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
  /**
   * DATA_DIR/documents, where the clients' documents' files go: without it, no document is
   * written (and the Contrôle qualité shows « Pièce justificative manquante » wherever one is due).
   */
  documentsFolder?: string;
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
  eInvoicing: number;
  obligations: number;
  obligationsDone: number;
  /** « Bilan et liasse » missions, last year's campaign and this year's. */
  missions: number;
  /** Conformité: LCB-FT files, beneficial owners, engagement letters, documents. */
  compliance: { files: number; owners: number; letters: number; documents: number };
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
const SEEDED_TABLES = [
  users,
  accounts,
  clients,
  clientCollaborators,
  tasks,
  // Filled by the tasks' insert trigger, so left out when the list named only what the seed
  // writes itself: analysed like the rest (where autovacuum is off it never was).
  taskTitles,
  // Also kept by the tasks' triggers: one row per key and insert batch, folded below.
  taskCounts,
  clientAuthorizations,
  trackingYears,
  yearlyTracking,
  bankChanges,
  clientEInvoicing,
  clientObligations,
  missionTemplates,
  missions,
  missionStageProgress,
  clientKyc,
  beneficialOwners,
  engagementLetters,
  clientDocuments,
].map(
  (table) => getTableName(table),
);

/**
 * Fills the database with a plausible firm, in one transaction: a failure leaves nothing half
 * written. The same seed on the same database gives the same data (ids aside); seeding again
 * reuses the staff and adds new clients and tasks. Then the tables are vacuumed and their
 * statistics refreshed, so that the first page opened on the demo is planned on what is there.
 */
export async function seedDemo(options: SeedDemoOptions): Promise<SeedDemoResult> {
  const result = await writeDemoFirm(options);
  await compactTaskCounts(options.db);
  // The seed marks the past obligations done by updating them (480,000 dead rows at 50,000
  // clients): vacuumed, the demo is read as a firm that has worked its year would be.
  await analyzeTables(options.db, SEEDED_TABLES, { vacuum: true });
  options.onProgress?.('Tables nettoyées et statistiques mises à jour (VACUUM ANALYZE)');
  return result;
}

/**
 * seedDemo without the statistics: the firm as the planner sees it when nothing has analysed
 * its tables yet (bench/tasks-unanalysed.ts measures that case).
 */
export async function writeDemoFirm(options: SeedDemoOptions): Promise<SeedDemoResult> {
  const now = options.now ?? new Date();
  const onProgress = options.onProgress ?? (() => {});
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // The documents' files are written before their rows, and removed if the transaction fails.
  const filesWritten: string[] = [];
  try {
    return await writeInTransaction({ options, now, onProgress, passwordHash, filesWritten });
  } catch (error) {
    if (options.documentsFolder) await removeDocumentFiles(options.documentsFolder, filesWritten);
    throw error;
  }
}

async function writeInTransaction({
  options,
  now,
  onProgress,
  passwordHash,
  filesWritten,
}: {
  options: SeedDemoOptions;
  now: Date;
  onProgress: (message: string) => void;
  passwordHash: string;
  filesWritten: string[];
}): Promise<SeedDemoResult> {
  return options.db.transaction(async (tx) => {
    // Staff come from the bare seed, so a second run finds the same people and reuses them.
    const people = makePeople({ random: createRandom(options.seed), count: options.users });
    const staff = await seedUsers({ db: tx, people, passwordHash });
    onProgress(`Utilisateurs : ${staff.users.length} (${staff.created} créés, ${staff.users.length - staff.created} existants)`);
    const firm = await writeClients({ tx, options, now, staff: staff.users, onProgress });
    const taskCount = await writeTasks({ tx, options, now, firm, onProgress });
    const followUp = await writeFollowUp({ tx, now, firm, onProgress });
    // Before the échéances: their e-invoicing ones take the records' statuses as they are derived.
    const eInvoicing = await writeEInvoicing({ tx, now, firm, staff: staff.users, onProgress });
    // Before the échéances too: the clients' follower writes each file's « Revue LCB-FT ».
    const compliance = await writeCompliance({ tx, options, firm, staff: staff.users, onProgress, filesWritten });
    const obligations = await writeObligations({ tx, firm, onProgress });
    // After the échéances: the missions' target dates read them, and the liasses the missions filed are done (some ahead of their date).
    const campaigns = await writeCampaigns({ tx, options, firm, onProgress });
    obligations.obligationsDone = await countDoneObligations(tx, firm.clients.map((client) => client.id));
    return {
      users: staff.users.length,
      usersCreated: staff.created,
      clients: firm.clients.length,
      assignments: firm.assignments,
      tasks: taskCount,
      ...followUp,
      eInvoicing,
      ...obligations,
      missions: campaigns.written,
      compliance,
    };
  });
}

type Staff = Awaited<ReturnType<typeof seedUsers>>['users'];
type Step = { tx: Transaction; onProgress: (message: string) => void };
/** The clients written so far and what the next steps draw from: one random stream, in a fixed order, so a seed gives the same firm. */
type Firm = {
  clients: ReturnType<typeof makeClients>;
  active: ReturnType<typeof makeClients>;
  random: Random;
  userIds: string[];
  adminId: string | null;
  today: string;
  assignments: number;
};

/** The clients (with fiscal profiles) and their collaborators, numbered after those already there. */
async function writeClients({ tx, options, now, staff, onProgress }: Step & { options: SeedDemoOptions; now: Date; staff: Staff }): Promise<Firm> {
  const userIds = staff.map((user) => user.id);
  const nonAdminIds = staff.filter((user) => user.role !== 'admin').map((user) => user.id);
  const firstNumber = await findNextClientNumber(tx);
  // Everything else depends on what is already there, so a second run adds new clients, not copies.
  const random = createRandom(deriveSeed(options.seed, firstNumber));
  const softwareIds = (await tx.select({ id: software.id }).from(software).orderBy(asc(software.displayOrder))).map((row) => row.id);
  const takenSirets = new Set((await tx.select({ siret: clients.siret }).from(clients).where(isNotNull(clients.siret))).map((row) => row.siret ?? ''));

  const today = parisToday(now);
  // The profiles draw from their own stream: the rest of the firm stays what the seed made it before issue 15.
  const profileRandom = createRandom(deriveSeed(options.seed, -firstNumber));
  const clientRows = makeClients({ random, count: options.clients, firstNumber, year: now.getFullYear(), softwareIds, takenSirets }).map((client) => ({
    ...client,
    ...makeFiscalProfile({ random: profileRandom, client, today }),
  }));
  const reportClients = quarterReporter('Clients', clientRows.length, onProgress);
  await inChunks(clientRows, 2000, async (chunk, done) => {
    await tx.insert(clients).values(chunk);
    reportClients(done);
  });

  const assignments = makeAssignments({ random, clientIds: clientRows.map((client) => client.id), staffIds: nonAdminIds.length > 0 ? nonAdminIds : userIds });
  await inChunks(assignments, 10_000, (chunk) => tx.insert(clientCollaborators).values(chunk).onConflictDoNothing());
  onProgress(`Affectations des collaborateurs : ${formatCount(assignments.length)}`);
  const admin = staff.find((user) => user.role === 'admin') ?? staff[0];
  const active = clientRows.filter((client) => client.status === 'actif');
  return { clients: clientRows, active, random, userIds, adminId: admin?.id ?? null, today, assignments: assignments.length };
}

async function writeTasks({ tx, options, now, firm, onProgress }: Step & { options: SeedDemoOptions; now: Date; firm: Firm }): Promise<number> {
  const taskRows = makeTasks({
    random: firm.random,
    count: options.tasks,
    now,
    activeClientIds: firm.active.map((client) => client.id),
    otherClientIds: firm.clients.filter((client) => client.status !== 'actif').map((client) => client.id),
    userIds: firm.userIds,
  });
  const reportTasks = quarterReporter('Tâches', taskRows.length, onProgress);
  await inChunks(taskRows, 2000, async (chunk, done) => {
    await tx.insert(tasks).values(chunk);
    reportTasks(done);
  });
  return taskRows.length;
}

/** Authorisations, CFE and 3 EN 1 over this year and the last, bank changes: the active clients'. */
async function writeFollowUp({ tx, now, firm, onProgress }: Step & { now: Date; firm: Firm }) {
  const { random, active, userIds } = firm;
  const authorizations = makeAuthorizations({ random, clients: active, userIds, now });
  await inChunks(authorizations, 5000, (chunk) => tx.insert(clientAuthorizations).values(chunk).onConflictDoNothing());
  onProgress(`Habilitations : ${formatCount(authorizations.length)}`);

  const years = [now.getFullYear() - 1, now.getFullYear()];
  await tx
    .insert(trackingYears)
    .values(TRACKING_KINDS.flatMap((kind) => years.map((y) => ({ kind, year: y, createdBy: firm.adminId }))))
    .onConflictDoNothing();
  const tracking = makeYearlyTracking({ random, clients: active, years, userIds });
  await inChunks(tracking, 5000, (chunk) => tx.insert(yearlyTracking).values(chunk).onConflictDoNothing());
  onProgress(`Suivi CFE et 3 EN 1 : ${formatCount(tracking.length)}`);

  const changes = makeBankChanges({ random, clients: active, totalClients: firm.clients.length, userIds, now });
  await inChunks(changes, 2000, (chunk) => tx.insert(bankChanges).values(chunk));
  onProgress(`Changements de banque : ${formatCount(changes.length)}`);
  return { authorizations: authorizations.length, trackingRows: tracking.length, bankChanges: changes.length };
}

/** Facturation électronique: one record per active client, drawn last so the rest of the firm stays what the seed made it before issue 23. */
async function writeEInvoicing({ tx, now, firm, staff, onProgress }: Step & { now: Date; firm: Firm; staff: Staff }): Promise<number> {
  const records = makeEInvoicing({ random: firm.random, clients: firm.active, staff, today: firm.today, now });
  await inChunks(records, 2000, (chunk) => tx.insert(clientEInvoicing).values(chunk).onConflictDoNothing());
  onProgress(`Facturation électronique : ${formatCount(records.length)}`);
  return records.length;
}

/**
 * Conformité (issue 25): the active clients' LCB-FT files, their beneficial owners, their
 * engagement letters and their documents, gaps included (make-compliance.ts), each table in a few
 * multi-row inserts. Every document holds the one demo PDF: one file, the others links to it
 * (writeSameDocumentFiles). Drawn from streams of their own: the rest of the firm stays what the
 * seed made it before.
 */
async function writeCompliance({
  tx,
  options,
  firm,
  staff,
  onProgress,
  filesWritten,
}: Step & { options: SeedDemoOptions; firm: Firm; staff: Staff; filesWritten: string[] }) {
  const assessors = staff.filter((user) => user.role !== 'stagiaire');
  const complianceSeed = deriveSeed(options.seed, 25);
  const drafts = makeCompliance({ random: createRandom(complianceSeed), clients: firm.active, staff: assessors.length > 0 ? assessors : staff, today: firm.today });
  await inChunks(drafts.kyc, 2000, (chunk) => tx.insert(clientKyc).values(chunk).onConflictDoNothing());
  await inChunks(drafts.owners, 5000, (chunk) => tx.insert(beneficialOwners).values(chunk));
  await inChunks(drafts.letters, 2000, (chunk) => tx.insert(engagementLetters).values(chunk).onConflictDoNothing());
  let documents = 0;
  if (options.documentsFolder) {
    const rows = makeDocuments({ random: createRandom(deriveSeed(complianceSeed, 1)), clients: firm.active, drafts, staff }).map((draft) => {
      const key = newStorageKey();
      return { ...draft, id: key, storageKey: key, mediaType: 'application/pdf', size: DEMO_PDF.byteLength, sha256: DEMO_PDF_SHA256 };
    });
    const keys = rows.map((row) => row.storageKey);
    filesWritten.push(...keys);
    await writeSameDocumentFiles(options.documentsFolder, keys, DEMO_PDF);
    await inChunks(rows, 4000, (chunk) => tx.insert(clientDocuments).values(chunk));
    documents = rows.length;
  }
  onProgress(
    `Conformité : ${formatCount(drafts.kyc.length)} dossiers LCB-FT, ${formatCount(drafts.owners.length)} bénéficiaires effectifs, ${formatCount(drafts.letters.length)} lettres de mission, ${formatCount(documents)} documents`,
  );
  return { files: drafts.kyc.length, owners: drafts.owners.length, letters: drafts.letters.length, documents };
}

/**
 * Production (issue 24): the shipped templates, and the « Bilan et liasse » campaigns of last year
 * (its exercises done from January to June, as of today) and of this year (under way), one mission
 * per active client each, so the « Avancement » chart has a year to compare with. Drawn from a
 * stream of their own: the rest of the firm stays what the seed made it before.
 */
async function writeCampaigns({ tx, options, firm, onProgress }: Step & { options: SeedDemoOptions; firm: Firm }) {
  const template = await ensureShippedTemplates(tx);
  const random = createRandom(deriveSeed(options.seed, 24));
  const year = Number(firm.today.slice(0, 4));
  const checklistSizes = template.stages.map((stage) => stage.checklistSize);
  const drafts: MissionDraft[] = [
    ...makeMissions({ random, clients: firm.active, year: year - 1, today: firm.today, checklistSizes, stalls: false }),
    ...makeMissions({ random, clients: firm.active, year, today: firm.today, checklistSizes, stalls: true }),
  ];
  const written = await writeMissions({ db: tx, template, drafts, authorId: firm.adminId });
  await alignLiasses({ db: tx, drafts });
  onProgress(`Missions « Bilan et liasse » ${year - 1} et ${year} : ${formatCount(written)}`);
  return { drafts, written };
}

/**
 * The deadlines, derived as after any client write: the features that follow client writes
 * (the obligations feature's follower, from the list of features) run on the new clients, and
 * the e-invoicing feature's sets its échéances from the records. Then most other past ones are
 * marked done.
 */
async function writeObligations({ tx, firm, onProgress }: Step & { firm: Firm }) {
  const clientIds = firm.clients.map((client) => client.id);
  for (const follower of SERVER_FEATURES.flatMap((feature) => feature.clientFollowers ?? [])) await follower.follow({ tx, clientIds, today: firm.today });
  const [written] = await tx
    .select({ count: count() })
    .from(clientObligations)
    .where(sql`${clientObligations.clientId} = ANY(${sql.param(clientIds)}::uuid[])`);
  const obligations = written?.count ?? 0;
  const obligationsDone = await markPastObligationsDone(tx, clientIds, firm.today);
  onProgress(`Échéances : ${formatCount(obligations)} (${formatCount(obligationsDone)} passées marquées faites)`);
  return { obligations, obligationsDone };
}

/** The échéances that follow the Facturation électronique statuses or the LCB-FT files (a late review stays late), not a draw. */
const E_INVOICING_KINDS: readonly ObligationKind[] = ['e_invoicing_reception', 'e_invoicing_issuing', 'revue_lcbft'];
const NOT_E_INVOICING = sql`o.kind NOT IN (${sql.join(E_INVOICING_KINDS.map((kind) => sql`${kind}`), sql`, `)})`;

/** The clients' échéances marked fait, the e-invoicing ones aside. */
async function countDoneObligations(db: DbOrTx, clientIds: readonly string[]): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM client_obligations o
    WHERE o.client_id = ANY(${sql.param([...clientIds])}::uuid[]) AND o.status = 'fait' AND ${NOT_E_INVOICING}`);
  return rows[0]?.count ?? 0;
}

/**
 * Most past deadlines are done in a real firm: about 85 % of them marked fait by one of the
 * client's collaborators, a few days before the date; the rest stay late. The e-invoicing ones
 * keep what their records gave them. Drawn from a hash of the
 * client number, kind and period, so the same seed marks the same ones.
 */
async function markPastObligationsDone(db: DbOrTx, clientIds: readonly string[], today: string): Promise<number> {
  const { rowCount } = await db.execute(sql`
    UPDATE client_obligations o SET
      status = 'fait',
      status_by = (SELECT cc.collaborator_id FROM client_collaborators cc WHERE cc.client_id = o.client_id ORDER BY cc.collaborator_id LIMIT 1),
      status_at = ((o.due_date - (abs(hashtext(c.numero_client || o.kind || o.period)) % 6)) + time '10:00') AT TIME ZONE 'Europe/Paris'
    FROM clients c
    WHERE c.id = o.client_id AND o.client_id = ANY(${sql.param([...clientIds])}::uuid[])
      AND o.due_date < ${today}::date AND abs(hashtext(c.numero_client || o.kind || o.period)) % 100 < 85
      AND ${NOT_E_INVOICING}`);
  return rowCount ?? 0;
}
