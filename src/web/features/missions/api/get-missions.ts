import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

import { parisYear } from '../../../../shared/dates.ts';
import type { MissionRow } from '../../../../shared/missions/api.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { missionTemplatesQueryOptions } from '../../../entities/mission/mission-templates-query.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import type { PatchedList } from '../../../lib/feature.ts';
import { mergeRows } from '../../../lib/merge-rows.ts';
import { validateMissionsSearch } from '../missions-search.ts';
import { missionsRootKey } from './missions-keys.ts';

/** GET /api/missions, as the API answers it. */
export type MissionList = { missions: MissionRow[] };

/** The board's and the table's lists, one per template and exercise (under missionsRootKey, which a sheet's write reloads). */
export const missionListRootKey = [...missionsRootKey, 'list'] as const;

/** One template's missions whose exercise closes in `year`: the board and the table read the same list. */
export type MissionListScope = { templateId: string; year: number };

const listParams = ({ templateId, year }: MissionListScope) =>
  new URLSearchParams({ templateId, closingFrom: `${year}-01-01`, closingTo: `${year}-12-31` }).toString();

// Not zod-parsed: thousands of rows from our own API, typed by the shared contract.
export const missionListQueryOptions = (scope: MissionListScope) =>
  queryOptions({
    queryKey: [...missionListRootKey, listParams(scope)] as const,
    queryFn: ({ signal }) => apiFetch<MissionList>(`/api/missions?${listParams(scope)}`, { signal }),
  });

const isMissionList = (data: unknown): data is MissionList =>
  typeof data === 'object' && data !== null && Array.isArray((data as { missions?: unknown }).missions);

/**
 * A colleague's move (or a client's change) reaches the board as the changed clients' missions,
 * fetched under the same template and exercise by `clients=<id>,<id>` (an answer neither versioned
 * nor cached by the server) and put in place of those clients' rows, instead of 8,000 rows again.
 * The fresh rows are kept to those clients, whatever the answer holds.
 */
export const missionPatchedList: PatchedList = {
  prefix: missionListRootKey,
  urlOf: (key: QueryKey, clients) => (typeof key[2] === 'string' ? `/api/missions?${key[2]}&clients=${clients}` : null),
  patch: (current, fresh, clientIds) => {
    if (!isMissionList(current) || !isMissionList(fresh)) return current;
    const clients = new Set(clientIds);
    const asked = current.missions.filter((row) => clients.has(row.clientId)).map((row) => row.id);
    const latest = fresh.missions.filter((row) => clients.has(row.clientId));
    return { missions: mergeRows(current.missions, asked, latest, (row) => row.id) };
  },
};

/** The template the page shows: the one the URL names, else the first. */
export const chosenTemplate = (templates: readonly MissionTemplate[] | undefined, modele: string | undefined) =>
  templates?.find((candidate) => candidate.id === modele) ?? templates?.[0];

/**
 * Production's prefetch: the templates, then the list of the template and exercise the URL names
 * (the first template and this year by default), from the moment the route is entered. The list
 * waited for the session check and then the templates, one after the other, before its request
 * went out. Its errors are the page's to show.
 */
export function prefetchMissionList(queryClient: QueryClient, rawSearch: Record<string, unknown>) {
  const search = validateMissionsSearch(rawSearch);
  void queryClient
    .ensureQueryData(missionTemplatesQueryOptions())
    .then((templates) => {
      const template = chosenTemplate(templates, search.modele);
      return template ? queryClient.ensureQueryData(missionListQueryOptions({ templateId: template.id, year: search.exercice ?? parisYear() })) : undefined;
    })
    .catch(() => undefined);
}
