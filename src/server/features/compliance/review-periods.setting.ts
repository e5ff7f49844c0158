import { DEFAULT_REVIEW_PERIODS, nextReviewDate, reviewPeriodsSchema, type ReviewPeriods } from '../../../shared/compliance/review-periods.ts';
import type { VigilanceLevel } from '../../../shared/compliance/vigilance.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readFirmSetting, type FirmSetting } from '../../settings/firm-settings.ts';

// Paramètres › Conformité: how often the firm reviews a client's LCB-FT file, by vigilance level,
// in months. The firm's policy, not the law (docs/compliance.md): 12, 24 and 36 months until an
// admin changes them.

export const REVIEW_PERIODS_SETTING: FirmSetting<ReviewPeriods> = {
  key: 'compliance.review-periods',
  schema: reviewPeriodsSchema,
  defaultValue: DEFAULT_REVIEW_PERIODS,
};

export const readReviewPeriods = ({ db }: { db: DbOrTx }): Promise<ReviewPeriods> => readFirmSetting({ db, setting: REVIEW_PERIODS_SETTING });

/**
 * The next review of a file with the firm's current periods: the last review (else the
 * assessment) plus the level's period; null before a level and a date are known.
 */
export async function nextReviewAt({
  db,
  vigilance,
  lastReviewAt,
  assessedAt,
}: {
  db: DbOrTx;
  vigilance: VigilanceLevel | null;
  lastReviewAt: string | null;
  assessedAt: string | null;
}): Promise<string | null> {
  return nextReviewDate({ vigilance, lastReviewAt, assessedAt, periods: await readReviewPeriods({ db }) });
}
