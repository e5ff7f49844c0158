import { z } from 'zod';
import { clientListFilterShape, clientListPageSchema, clientListPageShape, clientListRefinements } from '../client-list-page.ts';
import { eInvoicingRowSchema } from './api.ts';
import { PLATFORM_IDS } from './platforms.ts';
import { COMPANY_CATEGORIES, READINESS_STATUSES, type CompanyCategory } from './statuses.ts';

// GET /api/e-invoicing's filters (decision 0009: the list is paged on the server at 50,000
// clients): the tab (whose readiness the status and the tiles read), the category and the
// platform, the sort, search and portfolio. The page's URL names them in French; the API in English.

export const E_INVOICING_TABS = ['reception', 'emission'] as const;
export type EInvoicingTab = (typeof E_INVOICING_TABS)[number];

/** « Non renseignée » as a category filter; « Aucune » as a platform filter. */
export const NO_CATEGORY = 'non_renseignee';
export const NO_PLATFORM = 'aucune';
export type CategoryFilter = CompanyCategory | typeof NO_CATEGORY;
export const CATEGORY_FILTERS: readonly CategoryFilter[] = [...COMPANY_CATEGORIES, NO_CATEGORY];
export const PLATFORM_FILTERS: readonly string[] = [...PLATFORM_IDS, NO_PLATFORM];

/** The columns the list sorts on; `statut` is the tab's readiness. */
export const E_INVOICING_SORT_COLUMNS = ['client', 'siret', 'categorie', 'date_limite', 'plateforme', 'e_reporting', 'delegation', 'designation', 'annuaire', 'relance', 'statut'] as const;
export type EInvoicingSortColumn = (typeof E_INVOICING_SORT_COLUMNS)[number];

export const E_INVOICING_QUERY_MESSAGES = { category: 'Catégorie inconnue', platform: 'Plateforme inconnue' } as const;

const eInvoicingFilterObject = z.strictObject({
  ...clientListFilterShape({ tabs: E_INVOICING_TABS, statuses: READINESS_STATUSES, sorts: E_INVOICING_SORT_COLUMNS }),
  category: z.enum(CATEGORY_FILTERS as [CategoryFilter, ...CategoryFilter[]], { error: E_INVOICING_QUERY_MESSAGES.category }).optional(),
  platform: z.enum(PLATFORM_FILTERS as [string, ...string[]], { error: E_INVOICING_QUERY_MESSAGES.platform }).optional(),
});
const refine = clientListRefinements<EInvoicingTab>(() => READINESS_STATUSES);

/** GET /api/e-invoicing/ids: the filters alone. */
export const eInvoicingListQuerySchema = eInvoicingFilterObject.superRefine(refine);
export type EInvoicingListQuery = z.infer<typeof eInvoicingListQuerySchema>;
/** GET /api/e-invoicing: the filters, and `limit` and `cursor` for a page. */
export const eInvoicingPageQuerySchema = eInvoicingFilterObject.extend(clientListPageShape).superRefine(refine);

export const eInvoicingPageSchema = clientListPageSchema(eInvoicingRowSchema);
