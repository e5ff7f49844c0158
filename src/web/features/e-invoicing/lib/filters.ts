import { CATEGORY_FILTERS, PLATFORM_FILTERS, type CategoryFilter } from '../../../../shared/e-invoicing/list-query.ts';

export { NO_CATEGORY, NO_PLATFORM, type CategoryFilter } from '../../../../shared/e-invoicing/list-query.ts';
/** A platform id, 'autre', or NO_PLATFORM. */
export type PlatformFilter = string;

/** The page's own filters (?categorie=, ?plateforme=), kept across tabs like the portfolio; the server applies them. */
export type EInvoicingFilters = { categorie?: CategoryFilter; plateforme?: PlatformFilter };

export const isCategoryFilter = (value: unknown): value is CategoryFilter => typeof value === 'string' && (CATEGORY_FILTERS as readonly string[]).includes(value);
export const isPlatformFilter = (value: unknown): value is PlatformFilter => typeof value === 'string' && PLATFORM_FILTERS.includes(value);
