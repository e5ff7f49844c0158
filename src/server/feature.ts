import type { SQL } from 'drizzle-orm';
import type { Env as HonoEnv, Hono, Schema } from 'hono';
import type { SessionEnv } from './auth/session.ts';
import { createJournal, type Journal } from '../shared/activity.ts';
import type { ClientFields, ClientStatus } from '../shared/clients.ts';
import type { JournalEntity } from '../shared/journal-entity.ts';
import type { Role } from '../shared/users.ts';
import type { Actor } from './auth/acting-user.ts';
import type { Undoers } from './batches/batch.ts';
import type { Database, Db, DbOrTx, Transaction } from './db/client.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import type { MailDeliveredHandlers } from './mail/mail-delivered.ts';
import type { Mailer } from './mail/mailer.ts';

// What a server feature tells the app about itself (src/server/features/<name>/index.ts). app.ts
// and main.ts are built from the list of these (src/server/features/index.ts), so adding a
// feature edits no central table. Features never import one another: what one gives another
// (a follower of client writes, a section of the client sheet, an undoer) goes through its
// descriptor, and the app hands it over in FeatureDeps.

/** The app's services, as every feature's routes, undoers and jobs receive them. */
export type AppServices = {
  database: Database;
  /** database.db, the handle most services take. */
  db: Db;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  /** The package's version (OpenAPI document, Système tab, daily jobs' build identity). */
  version: string;
};

/**
 * Data a feature derives from clients' fields (the obligations from the fiscal profile), brought
 * in line in the transaction of every client write: a creation, a PATCH, a bulk update, an
 * import, and their undo. A saved client and what derives from it are never seen out of step.
 */
export type ClientFollower = {
  /** The client fields it derives from: a write that touches none of them does not call it. A creation always does. */
  fields: readonly (keyof ClientFields)[];
  /** Runs in the write's transaction, after the rows and their journal entries; `today` is the Paris day of the write. */
  follow: (options: { tx: DbOrTx; clientIds: readonly string[]; today: string }) => Promise<void>;
};

/**
 * A part of the client sheet (GET /api/clients/{id}/sheet) that another feature owns: a JSON
 * value read in the sheet's one statement (one round trip, one snapshot), answered under `key`.
 */
export type ClientSheetSection = {
  key: string;
  select: (options: { clientId: string; today: string }) => SQL;
};

/**
 * A part of the Dashboard (GET /api/dashboard) that another feature owns, answered under `key`
 * (a key of the Dashboard's contract, src/shared/dashboard.ts), read beside the Dashboard's own
 * statement. `today` is the Paris day.
 */
export type DashboardSection = {
  key: string;
  // The pool, not a transaction: a section may read the journal's version (data-version.ts).
  read: (options: { db: Db; user: { id: string; role: Role }; today: string }) => Promise<unknown>;
};

/** A column of the clients' CSV that another feature owns: a code per client, with its French label. */
export type ClientCsvColumn = {
  /** The header the export writes and the import reads (folded as every header: 'Lettre mission statut' is read too). */
  header: string;
  /** Its values, code → label: a cell may hold either (case, accents and spaces folded); the export writes the code. */
  values: Readonly<Record<string, string>>;
  /** The start of an unknown value's refusal, naming the column; the accepted codes follow. */
  unknown: string;
};

/** An imported row's cells of a feature's columns (code by header, non-empty cells only), for the client it writes. */
export type ClientCsvRow = {
  clientId: string;
  /** The client's status once its row is written. */
  status: ClientStatus;
  values: Readonly<Record<string, string>>;
};

/**
 * Columns of the clients' CSV (import and export) another feature owns and stores (the compliance
 * feature's `vigilance` and `lettre_mission_statut`). The import parses their cells with its own
 * cells', and hands them over chunk by chunk in its transaction.
 */
export type ClientCsvColumns = {
  columns: readonly ClientCsvColumn[];
  /**
   * Works out the chunk's rows (only those with a non-empty cell of these columns) before their
   * clients are written: a new client's id is the one it is about to get. Answers the rows it
   * refuses, a French reason by client id (the import writes nothing of them), and `save`, which
   * writes and journals the accepted rows among `clientIds` once their clients are written.
   */
  plan: (options: { tx: Transaction; actor: Actor; today: string; rows: readonly ClientCsvRow[] }) => Promise<{
    refused: ReadonlyMap<string, string>;
    save: (options: { clientIds: ReadonlySet<string> }) => Promise<void>;
  }>;
  /** The export's cells: by client id, the code by header (a client without a value has none). */
  read: (options: { db: DbOrTx }) => Promise<Map<string, Record<string, string>>>;
};

/** What the features hand one another through the list. */
export type FeatureLinks = {
  /** The journal built from every feature's entities. */
  journal: Journal;
  clientFollowers: readonly ClientFollower[];
  clientSheetSections: readonly ClientSheetSection[];
  dashboardSections: readonly DashboardSection[];
  clientCsvColumns: readonly ClientCsvColumns[];
};

/** What a feature's routes and undoers receive. */
export type FeatureDeps = AppServices & FeatureLinks;

/** What a route factory receives: the deps, and every feature's undoers (the batches feature's undo route). */
type RouteDeps = FeatureDeps & { undoers: Undoers };

/**
 * Routes a feature mounts under /api at `path` ('/clients'; several features may share a path,
 * each with its own sub-paths). A factory answers a Hono app (an OpenAPIHono: its operations join
 * the API's document), with the session's variables, or without for a public one, mounted before
 * the session check (health, first-run setup, a calendar app reading its feed).
 */
export type FeatureRoutes =
  | {
      path: string;
      public?: false;
      /** Open to a user still to set up the second factor the firm requires (who they are, that setup): mounted before that check. */
      beforeTwoFactorSetup?: true;
      create: (deps: RouteDeps) => Hono<SessionEnv, Schema, string>;
    }
  | { path: string; public: true; create: (deps: RouteDeps) => Hono<HonoEnv, Schema, string> };

/**
 * A body larger than the API's 1 MB default: `maxBytes` for the path (exact, or every path
 * below with `prefix`; a `{param}` segment matches one segment), or 'own' where the route reads
 * its body and sets its own limit (a file upload).
 */
export type BodyLimit = { path: string; prefix?: true; maxBytes: number | 'own' };

/** Background work started by main.ts with the server and stopped, waited for, on shutdown. */
export type FeatureJob = (services: AppServices) => { stop: () => Promise<void> };

export type ServerFeature = {
  /** The feature's English name, its folder's: the same in src/web/features and src/shared. */
  name: string;
  /** In mounting order: a static path before a parameter that would match it ('/clients/import' before '/clients/{id}'). */
  routes?: readonly FeatureRoutes[];
  /** The journal entries this feature writes (src/shared/<feature>), as the journal reads them. */
  journal?: readonly JournalEntity[];
  /** How this feature's bulk batches are undone (POST /api/batches/{batchId}/undo), by batch kind. */
  undoers?: (deps: FeatureDeps) => Undoers;
  jobs?: readonly FeatureJob[];
  bodyLimits?: readonly BodyLimit[];
  /** Paths under /api whose rest is a credential ('/calendar-feed/ics': the feed's token): masked in the logs. */
  secretPaths?: readonly string[];
  clientFollowers?: readonly ClientFollower[];
  clientSheetSections?: readonly ClientSheetSection[];
  dashboardSections?: readonly DashboardSection[];
  /** Columns this feature adds to the clients' CSV import and export. */
  clientCsvColumns?: readonly ClientCsvColumns[];
  /** What this feature records once the SMTP server accepted one of its mails, by the name its mails' onSent give (mail/mail-delivered.ts). */
  mailDelivered?: MailDeliveredHandlers;
};

/** The features' links, then their undoers (which may use the links): what the app hands every route factory. */
export function linkFeatures(features: readonly ServerFeature[], services: AppServices): RouteDeps {
  const deps: FeatureDeps = {
    ...services,
    journal: createJournal(features.flatMap((feature) => feature.journal ?? [])),
    clientFollowers: features.flatMap((feature) => feature.clientFollowers ?? []),
    clientSheetSections: features.flatMap((feature) => feature.clientSheetSections ?? []),
    dashboardSections: features.flatMap((feature) => feature.dashboardSections ?? []),
    clientCsvColumns: features.flatMap((feature) => feature.clientCsvColumns ?? []),
  };
  return { ...deps, undoers: mergeUndoers(features.map((feature) => feature.undoers?.(deps) ?? {})) };
}

/** One undoer per batch kind: two features claiming the same kind is a mistake caught when the app starts. */
function mergeUndoers(parts: readonly Undoers[]): Undoers {
  const merged: Record<string, Undoers[string]> = {};
  for (const part of parts) {
    for (const [kind, undo] of Object.entries(part)) {
      if (merged[kind]) throw new Error(`Action groupée « ${kind} » annulée par deux fonctionnalités`);
      merged[kind] = undo;
    }
  }
  return merged;
}
