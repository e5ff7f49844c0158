/** The Journal tab's filters as the URL keeps them (French names, like the other pages' filters). */
export type JournalSearch = { utilisateur?: string; element?: string; du?: string; au?: string; /** One bulk action's rows. */ lot?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A stored entity code ('bank_change'); whether a feature journals it is the tab's to check (knownElement). */
const ENTITY_CODE = /^[a-z][a-z0-9_]*$/;
const isEntityCode = (value: unknown): value is string => typeof value === 'string' && ENTITY_CODE.test(value);

/** Keeps the filters that could be valid; a hand-edited URL loses what it got wrong instead of failing. */
export function validateJournalSearch(search: Record<string, unknown>): JournalSearch {
  const { utilisateur, element, du, au, lot } = search;
  return {
    ...(typeof lot === 'string' && UUID.test(lot) ? { lot } : {}),
    ...(typeof utilisateur === 'string' && UUID.test(utilisateur) ? { utilisateur } : {}),
    ...(isEntityCode(element) ? { element } : {}),
    ...(typeof du === 'string' && DAY.test(du) ? { du } : {}),
    ...(typeof au === 'string' && DAY.test(au) ? { au } : {}),
  };
}

/** The filters without an element no feature journals (a hand-edited URL): the API would refuse it. */
export function knownElement(search: JournalSearch, entities: readonly string[]): JournalSearch {
  const { element, ...rest } = search;
  return element && entities.includes(element) ? search : rest;
}

/** The API's query string for these filters (`before` added for the next pages). */
export function activityQueryString(filters: JournalSearch, before?: number): string {
  const params = new URLSearchParams();
  if (filters.utilisateur) params.set('user', filters.utilisateur);
  if (filters.element) params.set('entity', filters.element);
  if (filters.du) params.set('from', filters.du);
  if (filters.au) params.set('to', filters.au);
  if (filters.lot) params.set('batch', filters.lot);
  if (before !== undefined) params.set('before', String(before));
  return params.toString();
}

/** Only the filters, for the query key and the export link. */
export const journalFilters = ({ utilisateur, element, du, au, lot }: JournalSearch): JournalSearch => ({
  ...(utilisateur ? { utilisateur } : {}),
  ...(element ? { element } : {}),
  ...(du ? { du } : {}),
  ...(au ? { au } : {}),
  ...(lot ? { lot } : {}),
});
