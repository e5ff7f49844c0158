import { sql, type SQL } from 'drizzle-orm';
import { COMPLETED_SERIES_MONTHS } from '../../../shared/stats.ts';
import { parisMonth, type ParisMonth } from '../../db/paris-month.ts';

export type ParisMonths = ParisMonth & { firstMonthLocal: SQL };

/** The current Paris month (see parisMonth) and the first month of the completed-tasks series. */
export function parisMonths(now: Date | undefined): ParisMonths {
  const month = parisMonth(now);
  const firstMonthLocal = sql`(${month.monthLocal} - ${sql.raw(`interval '${COMPLETED_SERIES_MONTHS - 1} months'`)})`;
  return { ...month, firstMonthLocal };
}
