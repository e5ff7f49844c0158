// LCB-FT (issue 25): the client's vigilance level and the risk assessment that proposes it. The
// criteria and questions follow the profession's guides (sources in docs/compliance.md); they are
// data, so the firm's procedure can be read and checked here rather than in code.

export const VIGILANCE_LEVELS = ['simplifiee', 'standard', 'renforcee'] as const;
export type VigilanceLevel = (typeof VIGILANCE_LEVELS)[number];
export const VIGILANCE_LABELS: Record<VigilanceLevel, string> = {
  simplifiee: 'Simplifiée',
  standard: 'Standard',
  renforcee: 'Renforcée',
};
export const VIGILANCE_UNSET_LABEL = 'Non évaluée';
const RANK: Record<VigilanceLevel, number> = { simplifiee: 0, standard: 1, renforcee: 2 };
export const vigilanceRank = (level: VigilanceLevel) => RANK[level];

export const RISK_LEVELS = ['faible', 'moyen', 'eleve'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = { faible: 'Faible', moyen: 'Moyen', eleve: 'Élevé' };

/** The four criteria of the profession's risk mapping: who the client is, what it does, where, and what the firm does for it. */
export const RISK_CRITERIA = ['client', 'activite', 'localisation', 'mission'] as const;
export type RiskCriterion = (typeof RISK_CRITERIA)[number];
export const RISK_CRITERION_LABELS: Record<RiskCriterion, string> = {
  client: 'Client',
  activite: 'Activité',
  localisation: 'Localisation',
  mission: 'Mission',
};

/** A fact that, when true, raises its criterion to at least `raises`. */
export type RiskFact = { id: string; criterion: RiskCriterion; label: string; raises: RiskLevel };

export const RISK_FACTS: readonly RiskFact[] = [
  { id: 'ppe', criterion: 'client', label: 'Une personne politiquement exposée (PPE) parmi les dirigeants, les associés ou leurs proches', raises: 'eleve' },
  { id: 'structure_complexe', criterion: 'client', label: 'Structure complexe ou opaque (chaîne de détention, trust, prête-nom)', raises: 'eleve' },
  { id: 'beneficiaire_non_identifie', criterion: 'client', label: 'Bénéficiaire effectif difficile à identifier', raises: 'eleve' },
  { id: 'dirigeant_recent', criterion: 'client', label: 'Changements fréquents de dirigeants ou d’associés', raises: 'moyen' },
  { id: 'especes', criterion: 'activite', label: 'Activité manipulant beaucoup d’espèces (commerce de détail, restauration, BTP…)', raises: 'moyen' },
  { id: 'secteur_sensible', criterion: 'activite', label: 'Secteur sensible (immobilier, œuvres d’art, métaux précieux, jeux, crypto-actifs)', raises: 'eleve' },
  { id: 'croissance_inexpliquee', criterion: 'activite', label: 'Chiffre d’affaires ou flux sans rapport avec l’activité connue', raises: 'eleve' },
  { id: 'pays_risque', criterion: 'localisation', label: 'Lien avec un pays à haut risque (listes du GAFI et de l’Union européenne)', raises: 'eleve' },
  { id: 'etranger', criterion: 'localisation', label: 'Siège, associés ou flux significatifs hors de l’Union européenne', raises: 'moyen' },
  { id: 'non_rencontre', criterion: 'mission', label: 'Client jamais rencontré physiquement (relation à distance)', raises: 'moyen' },
  { id: 'mission_inhabituelle', criterion: 'mission', label: 'Mission inhabituelle ou montage sans justification économique apparente', raises: 'eleve' },
  { id: 'fonds_tiers', criterion: 'mission', label: 'Le cabinet manie des fonds ou des actifs pour le client', raises: 'moyen' },
];

export type CriterionAssessment = { level: RiskLevel; facts: string[] };
export type RiskAssessment = Record<RiskCriterion, CriterionAssessment>;

const RISK_RANK: Record<RiskLevel, number> = { faible: 0, moyen: 1, eleve: 2 };

/** The level a criterion's facts imply at least. */
export function impliedRisk(criterion: RiskCriterion, facts: readonly string[]): RiskLevel {
  let level: RiskLevel = 'faible';
  for (const fact of RISK_FACTS) {
    if (fact.criterion === criterion && facts.includes(fact.id) && RISK_RANK[fact.raises] > RISK_RANK[level]) level = fact.raises;
  }
  return level;
}

/**
 * The proposed vigilance: renforcée when a criterion is high, standard when one is medium,
 * simplifiée when all are low (docs/compliance.md).
 */
export function proposedVigilance(assessment: RiskAssessment): VigilanceLevel {
  const levels = RISK_CRITERIA.map((criterion) => assessment[criterion].level);
  if (levels.includes('eleve')) return 'renforcee';
  if (levels.includes('moyen')) return 'standard';
  return 'simplifiee';
}

/** The lowest level the user may choose: a criterion rated high forbids less than renforcée. */
export function minimumVigilance(assessment: RiskAssessment): VigilanceLevel {
  return RISK_CRITERIA.some((criterion) => assessment[criterion].level === 'eleve') ? 'renforcee' : 'simplifiee';
}
