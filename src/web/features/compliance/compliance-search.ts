import { createListSearchValidator, type ListFilters, type ListSearch } from '../../entities/client/list/lib/list-search.ts';
import { isGapFilter, type ComplianceFilters } from './lib/filters.ts';
import { COMPLIANCE_SORT_COLUMNS } from './lib/sort-keys.ts';
import { COMPLIANCE_STATUSES, type ComplianceStatus } from './lib/statuses.ts';
import { COMPLIANCE_TABS, type ComplianceTab } from './lib/tabs.ts';

/** ?client=<id>: the client's file, open over the page (a shared link opens it too). */
export type ComplianceSearch = ListSearch<ComplianceTab, ComplianceStatus> & ComplianceFilters & { client?: string };
/** What a tab reads and writes of the URL. */
export type ComplianceListFilters = ListFilters<ComplianceStatus> & ComplianceFilters & { client?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const validateListSearch = createListSearchValidator(COMPLIANCE_TABS, COMPLIANCE_STATUSES, COMPLIANCE_SORT_COLUMNS);

/** A client list's tab, status, search, sort and portfolio, then the gap filter and the open file. */
export function validateComplianceSearch(search: Record<string, unknown>): ComplianceSearch {
  const result: ComplianceSearch = validateListSearch(search);
  if (isGapFilter(search.lacune)) result.lacune = search.lacune;
  if (typeof search.client === 'string' && UUID.test(search.client)) result.client = search.client;
  return result;
}
