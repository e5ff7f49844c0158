import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Commune, CommuneList } from '../../../../shared/communes.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const POSTCODE = /^\d{5}$/;

export const communesQueryOptions = (codePostal: string) =>
  queryOptions({
    queryKey: ['communes', codePostal] as const,
    queryFn: ({ signal }) =>
      apiFetch<CommuneList>(`/api/communes?codePostal=${encodeURIComponent(codePostal)}`, { signal }).then(
        (list) => list.communes,
      ),
    // The official list changes once a year at most.
    staleTime: Infinity,
  });

const NO_COMMUNES: Commune[] = [];

/** The communes a 5-digit postcode serves; none while the postcode is incomplete or unknown. */
export function useCommunes(codePostal: string | null | undefined): Commune[] {
  const code = codePostal?.trim() ?? '';
  const query = useQuery({ ...communesQueryOptions(code), enabled: POSTCODE.test(code) });
  return POSTCODE.test(code) ? (query.data ?? NO_COMMUNES) : NO_COMMUNES;
}
