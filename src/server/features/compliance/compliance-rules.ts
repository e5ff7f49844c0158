import { COMPLIANCE_MESSAGES, type BeneficialOwner, type EngagementUpdate, type KycUpdate } from '../../../shared/compliance/api.ts';
import { formatDateFr } from '../../../shared/dates.ts';
import { ENGAGEMENT_MISSION_LABELS } from '../../../shared/compliance/engagement.ts';
import { nextReviewDate, type ReviewPeriods } from '../../../shared/compliance/review-periods.ts';
import {
  impliedRisk,
  minimumVigilance,
  proposedVigilance,
  RISK_CRITERIA,
  RISK_CRITERION_LABELS,
  RISK_FACTS,
  RISK_LEVEL_LABELS,
  vigilanceRank,
  type RiskAssessment,
} from '../../../shared/compliance/vigilance.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { EngagementState } from './engagement-record.ts';
import type { KycState } from './kyc-record.ts';

// The rules of a compliance write (docs/compliance.md), pure: a file or a letter after a change,
// and why the result is refused, if it is. The writes, single or bulk, and their undo go through them.

/** A refused change: the field it is about and why, in French. */
export type Refusal = { path: string; message: string };

const given = <T extends object>(update: T): Partial<T> => Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined)) as Partial<T>;

const ASSESSMENT = ['vigilance', 'assessedAt', 'justification', 'risk'] as const;
const IDENTITY = ['identityVerifiedAt', 'identityDocument'] as const;
/** A value's JSON with its keys sorted: PostgreSQL's jsonb gives the risk's keys back in its own order. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1))) : inner,
  );
const differs = (before: KycState, after: KycState, fields: readonly (keyof KycState)[]) => fields.some((field) => canonical(before[field]) !== canonical(after[field]));

/**
 * The file after `update` (what is not given kept): the assessment and the identity check signed
 * by whoever changed them, the next review from the firm's periods.
 */
export function nextKyc(before: KycState, update: Omit<KycUpdate, 'beneficialOwners'>, actor: Actor, periods: ReviewPeriods): KycState {
  const after: KycState = { ...before, ...given(update) };
  if (differs(before, after, ASSESSMENT)) Object.assign(after, after.vigilance === null && after.assessedAt === null ? { assessedBy: null, assessedByName: null } : { assessedBy: actor.id, assessedByName: actor.fullName });
  if (differs(before, after, IDENTITY)) {
    Object.assign(after, after.identityVerifiedAt === null ? { identityVerifiedBy: null, identityVerifiedByName: null } : { identityVerifiedBy: actor.id, identityVerifiedByName: actor.fullName });
  }
  after.nextReviewAt = nextReviewDate({ vigilance: after.vigilance, lastReviewAt: after.lastReviewAt, assessedAt: after.assessedAt, periods });
  return after;
}

/** A criterion rated below what its facts imply, or given a fact of another criterion. */
function riskRefusal(risk: RiskAssessment): Refusal | null {
  for (const criterion of RISK_CRITERIA) {
    const { level, facts } = risk[criterion];
    const label = RISK_CRITERION_LABELS[criterion];
    if (facts.some((id) => RISK_FACTS.find((fact) => fact.id === id)?.criterion !== criterion)) {
      return { path: `risk.${criterion}.facts`, message: COMPLIANCE_MESSAGES.factOfOtherCriterion(label) };
    }
    const implied = impliedRisk(criterion, facts);
    if (RISK_LEVEL_RANK[level] < RISK_LEVEL_RANK[implied]) {
      return { path: `risk.${criterion}.level`, message: COMPLIANCE_MESSAGES.riskBelowFacts(label, RISK_LEVEL_LABELS[implied].toLowerCase()) };
    }
  }
  return null;
}
const RISK_LEVEL_RANK = { faible: 0, moyen: 1, eleve: 2 } as const;

/**
 * Why the file is refused: a level lower than a high criterion allows, a level other than the
 * proposed one without a justification, a criterion below its facts, a review before the assessment.
 */
export function kycRefusal(after: KycState): Refusal | null {
  if (after.risk) {
    const refusal = riskRefusal(after.risk);
    if (refusal) return refusal;
    if (after.vigilance !== null) {
      if (vigilanceRank(after.vigilance) < vigilanceRank(minimumVigilance(after.risk))) return { path: 'vigilance', message: COMPLIANCE_MESSAGES.vigilanceTooLow };
      if (after.vigilance !== proposedVigilance(after.risk) && !after.justification) return { path: 'justification', message: COMPLIANCE_MESSAGES.justificationRequired };
    }
  }
  if (after.lastReviewAt !== null && after.assessedAt !== null && after.lastReviewAt < after.assessedAt) {
    return { path: 'lastReviewAt', message: COMPLIANCE_MESSAGES.reviewBeforeAssessment };
  }
  return null;
}

/**
 * The letter after `update`; a letter written for the first time starts « À préparer ». Only
 * « Autre » keeps its text, and a text given without the missions adds « Autre » (the page's text
 * field beside the boxes).
 */
export function nextEngagement(before: EngagementState, update: Omit<EngagementUpdate, 'status'> & { status?: EngagementState['status'] }): EngagementState {
  const after: EngagementState = { ...before, ...given(update) };
  if (update.status === undefined && after.status === null) after.status = 'a_preparer';
  if (update.missions === undefined && update.missionsOther && !after.missions.includes('autre')) after.missions = [...after.missions, 'autre'];
  if (!after.missions.includes('autre')) after.missionsOther = null;
  return after;
}

/** What the file lacks for the letter to be signed (identification precedes the engagement, CMF L561-5), or null. */
export function missingForSignature(kyc: KycState): string | null {
  if (kyc.identityVerifiedAt === null) return "l'identité du client n'est pas vérifiée (date de vérification et pièce vérifiée)";
  if (!kyc.identityDocument) return "la pièce d'identité vérifiée n'est pas indiquée";
  return null;
}

/** Why the letter is refused: « Autre » without its text, signed without a date or before the client's identity is verified. */
export function engagementRefusal(after: EngagementState, kyc: KycState): Refusal | null {
  if (after.missions.includes('autre') && !after.missionsOther) return { path: 'missionsOther', message: COMPLIANCE_MESSAGES.otherMissionRequired };
  if (after.status === 'signee') {
    const missing = missingForSignature(kyc);
    if (missing) return { path: 'status', message: COMPLIANCE_MESSAGES.identityRequiredForSignature(missing) };
    if (after.signedAt === null) return { path: 'signedAt', message: COMPLIANCE_MESSAGES.signedAtRequired };
  }
  return null;
}

// ——— How the journal writes them: one text per value, in French where it is a list ———

const ownerText = (owner: BeneficialOwner) =>
  `${owner.name} (${[
    owner.share !== null ? `${owner.share.toLocaleString('fr-FR')} %` : null,
    owner.control,
    owner.ppe ? 'PPE' : null,
    owner.nationality,
    owner.birthDate && `né(e) le ${formatDateFr(owner.birthDate)}`,
    owner.sourceDate && `RBE du ${formatDateFr(owner.sourceDate)}`,
  ]
    .filter(Boolean)
    .join(', ')})`;
export const ownersText = (owners: readonly BeneficialOwner[]) => (owners.length === 0 ? null : owners.map(ownerText).join(' ; '));

const factLabel = (id: string) => RISK_FACTS.find((fact) => fact.id === id)?.label ?? id;
const riskText = (risk: RiskAssessment | null) =>
  risk === null
    ? null
    : RISK_CRITERIA.map((criterion) => {
        const { level, facts } = risk[criterion];
        return `${RISK_CRITERION_LABELS[criterion]} : ${RISK_LEVEL_LABELS[level]}${facts.length > 0 ? ` (${facts.map(factLabel).join(', ')})` : ''}`;
      }).join(' ; ');

/** The file's journalled fields (who assessed is the entry's author, not a field). */
export const kycJournalView = (state: KycState) => ({
  vigilance: state.vigilance,
  assessedAt: state.assessedAt,
  justification: state.justification,
  risk: riskText(state.risk),
  identityVerifiedAt: state.identityVerifiedAt,
  identityDocument: state.identityDocument,
  sanctionsCheckedAt: state.sanctionsCheckedAt,
  sanctionsResult: state.sanctionsResult,
  lastReviewAt: state.lastReviewAt,
  nextReviewAt: state.nextReviewAt,
});

export const engagementJournalView = (state: EngagementState) => ({
  status: state.status,
  missions: state.missions.map((mission) => ENGAGEMENT_MISSION_LABELS[mission]).join(', ') || null,
  missionsOther: state.missionsOther,
  fees: state.fees,
  feesMode: state.feesMode,
  startDate: state.startDate,
  tacitRenewal: state.tacitRenewal,
  signedAt: state.signedAt,
});
