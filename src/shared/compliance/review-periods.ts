import { z } from 'zod';
import { addMonths } from '../obligations/calendar.ts';
import type { VigilanceLevel } from './vigilance.ts';

// How often the firm reviews a client's LCB-FT file, by vigilance level. The firm's policy, a
// setting (Paramètres › Conformité), not the law: the law asks for a review « adaptée au risque »
// (CMF L561-6, R561-12), the periods below are the common practice (docs/compliance.md).

const PERIOD_ERROR = 'La période de revue est un nombre entier de mois, de 1 à 60';
const period = z.number({ error: PERIOD_ERROR }).int({ error: PERIOD_ERROR }).min(1, { error: PERIOD_ERROR }).max(60, { error: PERIOD_ERROR });
export const reviewPeriodsSchema = z.strictObject({ renforcee: period, standard: period, simplifiee: period });
/** In months. */
export type ReviewPeriods = z.infer<typeof reviewPeriodsSchema>;
export const DEFAULT_REVIEW_PERIODS: ReviewPeriods = { renforcee: 12, standard: 24, simplifiee: 36 };

/** The next review: the last review (else the assessment) plus the level's period; none before an assessment. */
export function nextReviewDate(options: { vigilance: VigilanceLevel | null; lastReviewAt: string | null; assessedAt: string | null; periods: ReviewPeriods }): string | null {
  const from = options.lastReviewAt ?? options.assessedAt;
  if (options.vigilance === null || from === null) return null;
  return addMonths(from, options.periods[options.vigilance]);
}
