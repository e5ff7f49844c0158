import { COMPLIANCE_MESSAGES, type KycUpdate } from '../../../../shared/compliance/api.ts';
import {
  impliedRisk,
  minimumVigilance,
  proposedVigilance,
  RISK_CRITERIA,
  RISK_LEVELS,
  vigilanceRank,
  type RiskAssessment,
  type RiskCriterion,
  type RiskLevel,
  type VigilanceLevel,
} from '../../../../shared/compliance/vigilance.ts';
import { formatDateFr, parisToday } from '../../../../shared/dates.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { readRequiredDate } from './dates.ts';

/** The risk form as typed: the four criteria, the level chosen (null: the proposal), its justification, the date. */
export type RiskDraft = {
  assessment: RiskAssessment;
  chosen: VigilanceLevel | null;
  justification: string;
  assessedAt: string;
};

const EMPTY: RiskAssessment = { client: { level: 'faible', facts: [] }, activite: { level: 'faible', facts: [] }, localisation: { level: 'faible', facts: [] }, mission: { level: 'faible', facts: [] } };

/** The form of a file: its saved assessment, or four low criteria dated today. */
export function riskDraftOf(kyc: { risk: RiskAssessment | null; vigilance: VigilanceLevel | null; justification: string | null; assessedAt: string | null }): RiskDraft {
  const assessment = kyc.risk ?? EMPTY;
  const chosen = kyc.vigilance !== null && kyc.vigilance !== proposedVigilance(assessment) ? kyc.vigilance : null;
  return { assessment, chosen, justification: kyc.justification ?? '', assessedAt: formatDateFr(kyc.assessedAt ?? parisToday()) };
}

const rank = (level: RiskLevel) => RISK_LEVELS.indexOf(level);

/** A fact ticked or unticked: the criterion rises to what its facts imply, and is never left below it. */
export function toggleFact(assessment: RiskAssessment, criterion: RiskCriterion, fact: string, on: boolean): RiskAssessment {
  const current = assessment[criterion];
  const facts = on ? [...current.facts.filter((id) => id !== fact), fact] : current.facts.filter((id) => id !== fact);
  const floor = impliedRisk(criterion, facts);
  return { ...assessment, [criterion]: { facts, level: rank(current.level) < rank(floor) ? floor : current.level } };
}

/** A criterion's level chosen; the levels below what its facts imply are not offered. */
export function setLevel(assessment: RiskAssessment, criterion: RiskCriterion, level: RiskLevel): RiskAssessment {
  return { ...assessment, [criterion]: { ...assessment[criterion], level } };
}

/** The levels a criterion may take given its facts. */
export const allowedLevels = (criterion: RiskCriterion, facts: readonly string[]): RiskLevel[] =>
  RISK_LEVELS.filter((level) => rank(level) >= rank(impliedRisk(criterion, facts)));

/** What the form shows: the proposed level, the lowest allowed, the level that will be saved. */
export function riskOutcome(draft: RiskDraft) {
  const proposed = proposedVigilance(draft.assessment);
  const minimum = minimumVigilance(draft.assessment);
  const level = draft.chosen ?? proposed;
  return { proposed, minimum, level, differs: level !== proposed, tooLow: vigilanceRank(level) < vigilanceRank(minimum) };
}

export type RiskCheck = { ok: true; update: KycUpdate } | { ok: false; errors: FieldErrors };

/** The PUT …/kyc of the form, or a French message per field: never below the minimum, a justification for another level. */
export function checkRisk(draft: RiskDraft): RiskCheck {
  const { level, differs, tooLow } = riskOutcome(draft);
  const errors: FieldErrors = {};
  if (tooLow) errors.vigilance = COMPLIANCE_MESSAGES.vigilanceTooLow;
  const justification = draft.justification.trim();
  if (differs && justification === '') errors.justification = COMPLIANCE_MESSAGES.justificationRequired;
  const date = readRequiredDate(draft.assessedAt);
  if (!date.ok) errors.assessedAt = date.message;
  if (Object.keys(errors).length > 0 || !date.ok) return { ok: false, errors };
  const risk = Object.fromEntries(RISK_CRITERIA.map((criterion) => [criterion, draft.assessment[criterion]])) as RiskAssessment;
  return { ok: true, update: { risk, vigilance: level, justification: justification === '' ? null : justification, assessedAt: date.value } };
}
