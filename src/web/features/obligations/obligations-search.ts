import { OBLIGATION_KINDS, OBLIGATION_STATUSES, type ObligationKind, type ObligationStatus } from '../../../shared/obligations/kinds.ts';
import { SEARCH_MAX_LENGTH } from '../../../shared/search.ts';
import { readPortfolioSearch, type PortfolioSearch } from '../../entities/client/list/lib/portfolio.ts';
import { searchParamText } from '../../lib/search-param-text.ts';
import { isMonthKey } from './lib/period.ts';

/**
 * The Échéances page's URL search params; defaults stay out of the URL:
 * ?mois=2026-11 (the current month when absent), or du=2026-11-01&au=2026-11-30 (a range, both or
 * neither), type=tva_ca3,liasse, statut=a_faire, retard=1, collaborateur=<id> or mes=1, recherche=.
 */
export type ObligationsSearch = PortfolioSearch & {
  mois?: string;
  du?: string;
  au?: string;
  type?: string;
  statut?: string;
  retard?: 1;
  recherche?: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value));

/** 'a,b' keeping the known values only, in their canonical order; undefined when none is left. */
function listOf<T extends string>(value: unknown, known: readonly T[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value.split(',');
  const kept = known.filter((item) => parts.includes(item));
  return kept.length ? kept.join(',') : undefined;
}

export const kindsOf = (search: ObligationsSearch) => (search.type?.split(',') ?? []) as ObligationKind[];
export const statusesOf = (search: ObligationsSearch) => (search.statut?.split(',') ?? []) as ObligationStatus[];

/** Keeps the known params with valid values and drops the rest, so a hand-edited URL never breaks the page. */
export function validateObligationsSearch(search: Record<string, unknown>): ObligationsSearch {
  const result: ObligationsSearch = readPortfolioSearch(search);
  if (isDay(search.du) && isDay(search.au) && search.du <= search.au) {
    result.du = search.du;
    result.au = search.au;
  } else if (typeof search.mois === 'string' && isMonthKey(search.mois)) {
    result.mois = search.mois;
  }
  const type = listOf(search.type, OBLIGATION_KINDS);
  if (type) result.type = type;
  const statut = listOf(search.statut, OBLIGATION_STATUSES);
  if (statut) result.statut = statut;
  if (search.retard === 1 || search.retard === '1' || search.retard === true) result.retard = 1;
  const recherche = searchParamText(search.recherche);
  if (recherche) result.recherche = recherche.slice(0, SEARCH_MAX_LENGTH);
  return result;
}
