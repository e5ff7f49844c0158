import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';

import type { ListSearch } from '../../entities/client/list/lib/list-search.ts';
import { readPortfolioSearch, type PortfolioSearch } from '../../entities/client/list/lib/portfolio.ts';

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

export type SoftwareFilters = PortfolioSearch &
  Pick<ListSearch<string, string>, 'tri' | 'ordre'> & { logiciel?: string; q: string };

export function useSoftwareFilters() {
  const raw: unknown = useSearch({ strict: false });
  const params = typeof raw === 'object' && raw !== null ? { ...raw } : {};
  const parsed = filtersSchema.parse(params);
  const filters: SoftwareFilters = {
    ...readPortfolioSearch(params),
    logiciel: parsed.logiciel,
    q: parsed.q ?? '',
    tri: parsed.tri,
    ordre: parsed.ordre,
  };
  const navigate = useNavigate();

  /** `replace` for typing (no entry per pause); a card click is a step the back button undoes. */
  const setFilters = useCallback(
    (next: Partial<SoftwareFilters>, { replace }: { replace: boolean }) =>
      void navigate({
        to: '.',
        replace,
        search: (previous) => {
          const merged = { ...previous, ...next };
          // Empty values leave the URL rather than showing as '?q='.
          return { ...merged, logiciel: merged.logiciel || undefined, q: merged.q || undefined };
        },
      }),
    [navigate],
  );

  return { filters, setFilters };
}
