import { SEARCH_MAX_LENGTH } from '../../../shared/search.ts';
import { readPortfolioSearch, type PortfolioSearch } from '../../entities/client/list/lib/portfolio.ts';
import { searchParamText } from '../../lib/search-param-text.ts';

/** « Colonnes » (the board, the default) or « Tableau » (the production table). */
export const MISSION_VIEWS = ['colonnes', 'tableau'] as const;
export type MissionView = (typeof MISSION_VIEWS)[number];

/**
 * The Production page's URL search params; defaults stay out of the URL: ?modele=<template id>
 * (the first template when absent), exercice=2026 (the closing year, the current year when
 * absent), vue=tableau, collaborateur=<id> or mes=1 (the missions' responsible), retard=1,
 * attente=1, recherche=, tri= and ordre= (the table's sort), mission=<id> (its sheet, open).
 */
export type MissionsSearch = PortfolioSearch & {
  modele?: string;
  exercice?: number;
  vue?: MissionView;
  retard?: 1;
  attente?: 1;
  recherche?: string;
  tri?: string;
  ordre?: 'asc' | 'desc';
  mission?: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const isOn = (value: unknown) => value === 1 || value === '1' || value === true;
/** A table column to sort on: client, responsible, status, or a stage (its id). */
const SORT_COLUMN = /^(client|responsable|statut|[0-9a-f-]{36})$/i;

/** Keeps the known params with valid values and drops the rest, so a hand-edited URL never breaks the page. */
export function validateMissionsSearch(search: Record<string, unknown>): MissionsSearch {
  const result: MissionsSearch = readPortfolioSearch(search);
  if (isId(search.modele)) result.modele = search.modele;
  const year = Number(searchParamText(search.exercice));
  if (Number.isInteger(year) && year >= 2000 && year <= 2100) result.exercice = year;
  if (search.vue === 'tableau') result.vue = 'tableau';
  if (isOn(search.retard)) result.retard = 1;
  if (isOn(search.attente)) result.attente = 1;
  const recherche = searchParamText(search.recherche);
  if (recherche) result.recherche = recherche.slice(0, SEARCH_MAX_LENGTH);
  const tri = searchParamText(search.tri);
  if (tri && SORT_COLUMN.test(tri)) result.tri = tri;
  if (search.ordre === 'asc' || search.ordre === 'desc') result.ordre = search.ordre;
  if (isId(search.mission)) result.mission = search.mission;
  return result;
}
