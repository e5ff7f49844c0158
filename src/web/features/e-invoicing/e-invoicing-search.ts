import { READINESS_STATUSES, type ReadinessStatus } from '../../../shared/e-invoicing/statuses.ts';
import { createListSearchValidator, type ListFilters, type ListSearch } from '../../entities/client/list/lib/list-search.ts';
import { isCategoryFilter, isPlatformFilter, type EInvoicingFilters } from './lib/filters.ts';
import { E_INVOICING_SORT_COLUMNS } from './lib/sort-keys.ts';
import { E_INVOICING_TABS, type EInvoicingTab } from './lib/tabs.ts';

export type EInvoicingSearch = ListSearch<EInvoicingTab, ReadinessStatus> & EInvoicingFilters;
/** What a tab reads and writes of the URL. */
export type EInvoicingListFilters = ListFilters<ReadinessStatus> & EInvoicingFilters;

const validateListSearch = createListSearchValidator(E_INVOICING_TABS, READINESS_STATUSES, E_INVOICING_SORT_COLUMNS);

/** A client list's tab, status, search, sort and portfolio, then the category and platform filters. */
export function validateEInvoicingSearch(search: Record<string, unknown>): EInvoicingSearch {
  const result: EInvoicingSearch = validateListSearch(search);
  if (isCategoryFilter(search.categorie)) result.categorie = search.categorie;
  if (isPlatformFilter(search.plateforme)) result.plateforme = search.plateforme;
  return result;
}
