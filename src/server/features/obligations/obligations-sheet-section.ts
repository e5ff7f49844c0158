import { sql } from 'drizzle-orm';
import { SHEET_OBLIGATIONS_DAYS } from '../../../shared/client-sheet.ts';
import { addDays } from '../../../shared/obligations/calendar.ts';
import type { ClientSheetSection } from '../../feature.ts';
import { obligationRowColumns, obligationRowFrom, obligationRowOrder } from './obligation-row-sql.ts';

/**
 * The client sheet's « Échéances », which this feature owns (which rows are still to do, and the
 * row's shape) and the sheet reads in its one statement: the obligations still to do that are
 * overdue or due within SHEET_OBLIGATIONS_DAYS of `today` (obsolete ones aside: the profile no
 * longer calls for them), by due date.
 */
export const obligationsSheetSection: ClientSheetSection = {
  key: 'obligations',
  select: ({ clientId, today }) => sql`coalesce((SELECT json_agg(r) FROM (
    SELECT ${obligationRowColumns} FROM ${obligationRowFrom}
    WHERE o.client_id = ${clientId} AND o.status = 'a_faire' AND NOT o.obsolete
      AND o.due_date <= ${addDays(today, SHEET_OBLIGATIONS_DAYS)}::date
    ORDER BY ${obligationRowOrder}) r), '[]'::json)`,
};
