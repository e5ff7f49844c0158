// Lettre de mission (issue 25; code de déontologie, décret 2012-432, art. 151): a written, signed
// engagement per client naming the missions and the fees.

export const ENGAGEMENT_STATUSES = ['a_preparer', 'envoyee', 'signee', 'resiliee'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];
export const ENGAGEMENT_STATUS_LABELS: Record<EngagementStatus, string> = {
  a_preparer: 'À préparer',
  envoyee: 'Envoyée',
  signee: 'Signée',
  resiliee: 'Résiliée',
};
export const ENGAGEMENT_UNSET_LABEL = 'Absente';

export const ENGAGEMENT_MISSIONS = ['tenue', 'presentation', 'social', 'juridique', 'fiscal', 'conseil', 'autre'] as const;
export type EngagementMission = (typeof ENGAGEMENT_MISSIONS)[number];
export const ENGAGEMENT_MISSION_LABELS: Record<EngagementMission, string> = {
  tenue: 'Tenue comptable',
  presentation: 'Présentation des comptes',
  social: 'Social et paie',
  juridique: 'Juridique',
  fiscal: 'Fiscal',
  conseil: 'Conseil',
  autre: 'Autre',
};

export const FEES_MODES = ['forfait', 'temps_passe'] as const;
export type FeesMode = (typeof FEES_MODES)[number];
export const FEES_MODE_LABELS: Record<FeesMode, string> = { forfait: 'Forfait', temps_passe: 'Temps passé' };
/** The missions as a list's cell names them, in a word each (the letter and the file use the full labels). */
export const ENGAGEMENT_MISSION_SHORT_LABELS: Record<EngagementMission, string> = {
  tenue: 'Tenue',
  presentation: 'Présentation',
  social: 'Social',
  juridique: 'Juridique',
  fiscal: 'Fiscal',
  conseil: 'Conseil',
  autre: 'Autre',
};

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/** An amount in euros as French text: « 2 450,50 € ». */
export const formatEuros = (amount: number): string => euros.format(amount);

/** The fees as a list writes them: « 2 450,50 € (forfait) », the mode left out when not known. */
export const feesText = (fees: number, mode: FeesMode | null): string => (mode === null ? formatEuros(fees) : `${formatEuros(fees)} (${FEES_MODE_LABELS[mode].toLowerCase()})`);

/** The missions in a word each, joined: « Tenue, Présentation, Fiscal ». */
export const missionsShortText = (missions: readonly EngagementMission[]): string => missions.map((mission) => ENGAGEMENT_MISSION_SHORT_LABELS[mission]).join(', ');
