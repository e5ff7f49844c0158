import type { ObligationList } from '../../../shared/obligations/api.ts';
import type { PatchedList } from '../../lib/feature.ts';
import { mergeRows } from '../../lib/merge-rows.ts';
import { obligationListPrefix } from './obligations-query.ts';

const isObligationList = (data: unknown): data is ObligationList =>
  typeof data === 'object' && data !== null && Array.isArray((data as { obligations?: unknown }).obligations);

/**
 * The obligation lists (Échéances, the Tâches calendar), cached under [..prefix, query string]: a
 * changed client's rows are fetched under the same filters, replaced, then kept by due date.
 */
export const obligationPatchedList: PatchedList = {
  prefix: obligationListPrefix,
  urlOf: (key, clients) => (typeof key[2] === 'string' ? `/api/obligations?${key[2] ? `${key[2]}&` : ''}clients=${clients}` : null),
  patch: (current, fresh, clientIds) => {
    if (!isObligationList(current) || !isObligationList(fresh)) return current;
    const clients = new Set(clientIds);
    const asked = current.obligations.filter((row) => clients.has(row.clientId)).map((row) => row.id);
    const merged = mergeRows(current.obligations, asked, fresh.obligations, (row) => row.id);
    // Stable: rows of the same day keep the server's order (client, kind, period).
    return { obligations: merged.sort((a, b) => a.dueDate.localeCompare(b.dueDate)) };
  },
};
