import type { EInvoicingRow } from '../../../../shared/e-invoicing/api.ts';
import { PLATFORM_IDS } from '../../../../shared/e-invoicing/platforms.ts';
import { COMPANY_CATEGORIES, type CompanyCategory } from '../../../../shared/e-invoicing/statuses.ts';

/** « Non renseignée » in the category filter's URL; « Aucune » in the platform filter's. */
export const NO_CATEGORY = 'non_renseignee';
export const NO_PLATFORM = 'aucune';
export type CategoryFilter = CompanyCategory | typeof NO_CATEGORY;
/** A platform id, 'autre', or NO_PLATFORM. */
export type PlatformFilter = string;

/** The page's own filters (?categorie=, ?plateforme=), kept across tabs like the portfolio. */
export type EInvoicingFilters = { categorie?: CategoryFilter; plateforme?: PlatformFilter };

const CATEGORY_FILTERS: readonly string[] = [...COMPANY_CATEGORIES, NO_CATEGORY];
const PLATFORM_FILTERS: readonly string[] = [...PLATFORM_IDS, NO_PLATFORM];

export const isCategoryFilter = (value: unknown): value is CategoryFilter => typeof value === 'string' && CATEGORY_FILTERS.includes(value);
export const isPlatformFilter = (value: unknown): value is PlatformFilter => typeof value === 'string' && PLATFORM_FILTERS.includes(value);

/** The rows the category and platform filters keep; undefined when neither is chosen. */
export function rowFilter({ categorie, plateforme }: EInvoicingFilters): ((row: EInvoicingRow) => boolean) | undefined {
  if (!categorie && !plateforme) return undefined;
  const category = categorie === NO_CATEGORY ? null : categorie;
  const platform = plateforme === NO_PLATFORM ? null : plateforme;
  return (row) => (categorie === undefined || row.category === category) && (plateforme === undefined || row.platform === platform);
}
