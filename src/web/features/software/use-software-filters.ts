import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';

import type { ListFilters } from '../../entities/client/list/lib/list-search.ts';
import { readPortfolioSearch } from '../../entities/client/list/lib/portfolio.ts';

// Kept in the URL so that reload, the back button and a shared link show the same table.
// router.tsx declares no search schema for this page, so the raw params are checked here;
// anything malformed is ignored rather than breaking the page.
const filtersSchema = z.object({
  logiciel: z.uuid().optional().catch(undefined),
  // The router parses '?q=552' as a number: a SIRET search must come back as text.
  q: z
    .union([z.string(), z.number().transform(String)])
    .optional()
    .catch(undefined),
  tri: z.enum(['client', 'siret']).optional().catch(undefined),
  ordre: z.enum(['asc', 'desc']).optional().catch(undefined),
});

/**
 * The page's URL params as the paged client lists read them (use-paged-client-list.ts), and the
 * pressed card's software. The URL names the search `q` (links shared before the list was paged
 * keep working); the lists' own name for it is `recherche`. No `statut`: the page has no status
 * (its tiles are the software cards), and none is read from the URL.
 */
export type SoftwareFilters = ListFilters<string> & { logiciel?: string };

/** The filters a URL's raw search params name (the page, and its route's prefetch). */
export function readSoftwareFilters(raw: unknown): SoftwareFilters {
  const params = typeof raw === 'object' && raw !== null ? { ...raw } : {};
  const parsed = filtersSchema.parse(params);
  return { ...readPortfolioSearch(params), logiciel: parsed.logiciel, recherche: parsed.q || undefined, tri: parsed.tri, ordre: parsed.ordre };
}

export function useSoftwareFilters() {
  const raw: unknown = useSearch({ strict: false });
  const { logiciel, recherche, tri, ordre, mes, collaborateur } = readSoftwareFilters(raw);
  // One object while the URL is unchanged: the list's params and callbacks depend on it.
  const filters = useMemo<SoftwareFilters>(() => ({ logiciel, recherche, tri, ordre, mes, collaborateur }), [logiciel, recherche, tri, ordre, mes, collaborateur]);
  const navigate = useNavigate();

  /** `replace` for typing (no entry per pause); a card click is a step the back button undoes. */
  const setFilters = useCallback(
    (changes: Partial<SoftwareFilters>, replace: boolean) => {
      const { recherche, ...rest } = changes;
      void navigate({
        to: '.',
        replace,
        search: (previous) => {
          const merged = { ...previous, ...rest };
          // The lists' `recherche` is this URL's `q`; a search cleared names it undefined.
          const q = 'recherche' in changes ? recherche : 'q' in previous ? previous.q : undefined;
          // Empty values leave the URL rather than showing as '?q='.
          return { ...merged, logiciel: merged.logiciel || undefined, q: q || undefined };
        },
      });
    },
    [navigate],
  );

  return { filters, setFilters };
}
