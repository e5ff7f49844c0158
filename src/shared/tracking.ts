import { z } from 'zod';
import { ownLabel, type JournalEntity } from './journal-entity.ts';

/** One table serves both yearly follow-ups of SPEC §3: CFE and 3 EN 1. */
export const TRACKING_KINDS = ['cfe', '3en1'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

export const TRACKING_KIND_LABELS: Record<TrackingKind, string> = { cfe: 'CFE', '3en1': '3 EN 1' };

export const TRACKING_STATUSES = ['a_faire', 'fait', 'pas_concerne'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export const TRACKING_STATUS_LABELS: Record<TrackingStatus, string> = {
  a_faire: 'À faire',
  fait: 'Fait',
  pas_concerne: 'Pas concerné',
};

/** A Suivi cell; its id is 'clientId:kind:year', its subject « CFE 2026 ». */
export const TRACKING_JOURNAL: JournalEntity = {
  entity: 'tracking',
  label: 'Suivi',
  statusLabels: TRACKING_STATUS_LABELS,
  subject: (entityId) => {
    const [, kind, year] = entityId.split(':');
    return `${ownLabel(TRACKING_KIND_LABELS, kind) ?? 'Suivi'} ${year ?? ''}`.trim();
  },
};

/** A year added to or removed from the Suivi (tracking_years), with the statuses it took away. */
export const TRACKING_YEAR_JOURNAL: JournalEntity = {
  entity: 'tracking_year',
  label: 'Année de suivi',
  created: 'Année de suivi ajoutée',
  deleted: 'Année de suivi supprimée',
  fields: { year: 'Année', trackingRows: 'Statuts supprimés' },
};

export const TRACKING_YEAR_MIN = 2000;
export const TRACKING_YEAR_MAX = 2100;

// ---- API contracts ----

export const TRACKING_MESSAGES = {
  invalidYear: 'Veuillez entrer une année valide',
  duplicateYear: 'Cette année existe déjà',
  addYearFailed: "Erreur lors de l'ajout de l'année",
  deleteYearFailed: "Erreur lors de la suppression de l'année",
} as const;

export const trackingYearSchema = z.coerce
  .number({ error: TRACKING_MESSAGES.invalidYear })
  .int({ error: TRACKING_MESSAGES.invalidYear })
  .min(TRACKING_YEAR_MIN, { error: TRACKING_MESSAGES.invalidYear })
  .max(TRACKING_YEAR_MAX, { error: TRACKING_MESSAGES.invalidYear });

export const trackingRowSchema = z.object({
  clientId: z.uuid(),
  raisonSociale: z.string(),
  siret: z.string().nullable(),
  /** Status per year ('2026' → 'fait'); a year without a record is a_faire. */
  statuses: z.record(z.string(), z.enum(TRACKING_STATUSES)),
});
export type TrackingRow = z.infer<typeof trackingRowSchema>;
/** GET /api/tracking/:kind — years newest first; the current year is created when a kind has none. */
export const trackingListSchema = z.object({ years: z.array(z.number().int()), rows: z.array(trackingRowSchema) });
export const trackingYearCreateSchema = z.strictObject({ year: trackingYearSchema });
export const trackingUpdateSchema = z.strictObject({ status: z.enum(TRACKING_STATUSES, { error: 'Statut inconnu' }) });

/** POST /api/tracking/:kind/years answers the year it created. */
export const trackingYearRowSchema = z.object({ kind: z.enum(TRACKING_KINDS), year: z.number().int() });
export type TrackingYearRow = z.infer<typeof trackingYearRowSchema>;

/** PUT /api/tracking/:kind/:clientId/:year answers the cell as stored. */
export const trackingCellSchema = z.object({
  clientId: z.uuid(),
  kind: z.enum(TRACKING_KINDS),
  year: z.number().int(),
  status: z.enum(TRACKING_STATUSES),
  updatedAt: z.string(),
});
export type TrackingCell = z.infer<typeof trackingCellSchema>;
