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

export const TRACKING_YEAR_MIN = 2000;
export const TRACKING_YEAR_MAX = 2100;
