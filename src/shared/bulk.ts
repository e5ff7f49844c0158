import { z } from 'zod';
import { AUTHORIZATION_STATUSES } from './authorizations.ts';
import { clientPatchSchema } from './clients.ts';
import { isoDateSchema } from './iso-date.ts';
import { TASK_PRIORITIES, TASK_STATUSES } from './tasks.ts';
import { TRACKING_STATUSES } from './tracking.ts';

// Campaigns (issue 16): one request and one transaction act on many rows. Every bulk write is a
// batch: each changed row is journalled under the batch's id (the Journal shows « modification
// groupée (N) »), colleagues hear of it like any write, and its author may undo it for
// BULK_UNDO_SECONDS. A row the server refuses writes nothing at all: the 400 names each refused
// row in error.issues, `path` being the row's id.

/** Past this, a selection is refused: the firm's whole portfolio, and one short transaction. */
export const BULK_MAX_ROWS = 10_000;
/** How long a batch's toast offers « Annuler », and the server accepts its undo. */
export const BULK_UNDO_SECONDS = 30;

export const BULK_MESSAGES = {
  empty: 'Aucune ligne sélectionnée',
  tooMany: `Une action groupée porte sur ${BULK_MAX_ROWS.toLocaleString('fr-FR')} lignes au plus`,
  duplicate: 'La sélection contient deux fois la même ligne',
  unknown: 'Ligne introuvable',
  inactiveClient: "Ce client n'est pas actif",
  undoExpired: "Il est trop tard pour annuler : l'action date de plus de 30 secondes",
  undoNotYours: 'Seul son auteur peut annuler cette action',
  undoConflict: 'Un collègue a modifié ces lignes depuis : annulation impossible',
} as const;

/** Ids of a selection: 1 to BULK_MAX_ROWS uuids, each once. */
export const bulkIdsSchema = z
  .array(z.uuid({ error: 'Identifiant invalide' }))
  .min(1, { error: BULK_MESSAGES.empty })
  .max(BULK_MAX_ROWS, { error: BULK_MESSAGES.tooMany })
  .refine((ids) => new Set(ids).size === ids.length, { error: BULK_MESSAGES.duplicate });

/** The Journal's one line for a batch: « modification groupée (N) », « suppression groupée (N) », « annulation groupée (N) »… */
export function batchLine(batch: { kind: string; rowCount: number; undoOf?: string | null }): string {
  const what = batch.undoOf
    ? 'annulation groupée'
    : batch.kind.endsWith('.delete')
      ? 'suppression groupée'
      : batch.kind.endsWith('.restore')
        ? 'restauration groupée'
        : 'modification groupée';
  return `${what} (${batch.rowCount.toLocaleString('fr-FR')})`;
}

/** What every bulk write answers: the batch to undo, and how many rows it changed. */
export const bulkResultSchema = z.object({ batchId: z.uuid(), count: z.number().int() });
export type BulkResult = z.infer<typeof bulkResultSchema>;

// ——— Clients: POST /api/clients/bulk/… ———

/**
 * POST /api/clients/bulk/update — a patch per row, the same rules as PATCH /api/clients/:id.
 * « Changer le statut / la classification / le logiciel » send one patch for every row; a paste
 * from Excel sends each row's own cells.
 */
export const clientBulkUpdateSchema = z.strictObject({
  rows: z
    .array(z.strictObject({ id: z.uuid({ error: 'Identifiant invalide' }), patch: clientPatchSchema }))
    .min(1, { error: BULK_MESSAGES.empty })
    .max(BULK_MAX_ROWS, { error: BULK_MESSAGES.tooMany })
    .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, { error: BULK_MESSAGES.duplicate }),
});
export type ClientBulkUpdate = z.infer<typeof clientBulkUpdateSchema>;

/** POST /api/clients/bulk/collaborators — « Ajouter / Retirer un collaborateur ». */
export const clientBulkCollaboratorSchema = z.strictObject({
  ids: bulkIdsSchema,
  userId: z.uuid({ error: 'Collaborateur inconnu' }),
  op: z.enum(['add', 'remove'], { error: 'Opération inconnue' }),
});

/** POST /api/clients/bulk/delete — « Supprimer » (asks for confirmation first, naming the count). */
export const clientBulkDeleteSchema = z.strictObject({ ids: bulkIdsSchema });

// ——— Habilitations and Banque: POST /api/authorizations/:kind/bulk ———

/** Active clients only; « Définir la date » sends the date (null clears it); URSSAF cascades per row. */
export const authorizationBulkSchema = z
  .strictObject({
    clientIds: bulkIdsSchema,
    status: z.enum(AUTHORIZATION_STATUSES, { error: 'Statut inconnu' }).optional(),
    authorizationDate: isoDateSchema.nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.authorizationDate !== undefined, { error: 'Aucun champ à modifier' });

// ——— Suivi: POST /api/tracking/:kind/:year/bulk ———

/** One year column's status for active clients. */
export const trackingBulkSchema = z.strictObject({
  clientIds: bulkIdsSchema,
  status: z.enum(TRACKING_STATUSES, { error: 'Statut inconnu' }),
});

// ——— Tâches: POST /api/tasks/bulk ———

/** « Changer le statut », « Réassigner » (null: « Non assignée »), « Changer la priorité », « Supprimer ». */
export const taskBulkSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('status'), ids: bulkIdsSchema, status: z.enum(TASK_STATUSES, { error: 'Statut inconnu' }) }),
    z.strictObject({ action: z.literal('assign'), ids: bulkIdsSchema, assignedTo: z.uuid({ error: 'Collaborateur inconnu' }).nullable() }),
    z.strictObject({ action: z.literal('priority'), ids: bulkIdsSchema, priority: z.enum(TASK_PRIORITIES, { error: 'Priorité inconnue' }) }),
    z.strictObject({ action: z.literal('delete'), ids: bulkIdsSchema }),
  ],
  { error: 'Action inconnue' },
);
export type TaskBulk = z.infer<typeof taskBulkSchema>;

// ——— Undo: POST /api/batches/:batchId/undo ———
// Within BULK_UNDO_SECONDS, by its author only: restores each row as it was before the batch
// (deleted clients and tasks included), through the same journalled write path, as a new batch
// of its own; refused if a colleague changed one of those rows since (undoConflict).
export const batchParamsSchema = z.object({ batchId: z.uuid({ error: 'Identifiant invalide' }) });

// ——— « Tout sélectionner » on Tâches, whose list is paged on the server ———

/**
 * GET /api/tasks/ids — the ids of every task the list's filters show (the export's query:
 * taskFilterSchema), in the list's order, BULK_MAX_ROWS at most; `total` tells the bar when
 * the filters show more than can be selected.
 */
export const taskIdsSchema = z.object({ ids: z.array(z.uuid()), total: z.number().int() });
