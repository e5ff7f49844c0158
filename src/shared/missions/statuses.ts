// The vocabulary of Production (issue 24): templates of the firm's recurring work and the
// missions made from them. Sources of the shipped templates' dates: docs/missions.md.

/** `exercice`: one mission per client and exercise, dated from its closing; `ponctuelle`: one-off, dated from a reference date. */
export const MISSION_KINDS = ['exercice', 'ponctuelle'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
export const MISSION_KIND_LABELS: Record<MissionKind, string> = {
  exercice: 'Par exercice',
  ponctuelle: 'Ponctuelle',
};

export const MISSION_STATUSES = ['en_cours', 'en_attente_client', 'terminee', 'abandonnee'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];
export const MISSION_STATUS_LABELS: Record<MissionStatus, string> = {
  en_cours: 'En cours',
  en_attente_client: 'En attente client',
  terminee: 'Terminée',
  abandonnee: 'Abandonnée',
};

/** A mission still being worked on: the board's cards, « en retard », the Dashboard's counts. */
export const isOpenMission = (status: MissionStatus) => status === 'en_cours' || status === 'en_attente_client';
