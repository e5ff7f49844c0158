import { GAP_FILTERS, type GapFilter } from '../../../../shared/compliance/list-query.ts';

export { NO_GAP, type GapFilter } from '../../../../shared/compliance/list-query.ts';

export const isGapFilter = (value: unknown): value is GapFilter => typeof value === 'string' && (GAP_FILTERS as readonly string[]).includes(value);

/** The page's own filter (?lacune=, Contrôle qualité), kept in the URL like the portfolio; the server applies it. */
export type ComplianceFilters = { lacune?: GapFilter };
