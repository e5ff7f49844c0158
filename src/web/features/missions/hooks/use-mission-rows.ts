import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';

import type { MissionRow } from '../../../../shared/missions/api.ts';
import { useCurrentUser } from '../../../entities/user/current-user.ts';
import { useUsers } from '../../../entities/user/users-query.ts';
import { useDebouncedUrlText } from '../../../lib/use-debounced-url-text.ts';
import { missionListQueryOptions } from '../api/get-missions.ts';
import type { StageIds } from '../lib/mission-dates.ts';
import { byClientName, filterMissions } from '../lib/mission-filters.ts';
import type { MissionsSearch } from '../missions-search.ts';

const NO_ROWS: readonly MissionRow[] = [];

type MissionRowsOptions = {
  /** The template shown; while the templates load, the one the URL names (its missions are asked at once). */
  templateId: string | undefined;
  year: number;
  /** The template's stage ids, in its order: a row's stages are its dates at each. */
  stageIds: StageIds;
  search: MissionsSearch;
  today: string;
  setSearch: (changes: Partial<MissionsSearch>, replace: boolean) => void;
};

/**
 * The missions of the page's template and exercise, sorted by client once per answer and filtered
 * once per filter: a render that changes neither (a card's menu opening, a toast) recomputes
 * nothing over the 8,000 rows. The search box answers every keystroke; the filter and the URL follow.
 */
export function useMissionRows({ templateId, year, stageIds, search, today, setSearch }: MissionRowsOptions) {
  const query = useQuery({ ...missionListQueryOptions({ templateId: templateId ?? '', year }), enabled: templateId !== undefined });
  const users = useUsers().data;
  const myId = useCurrentUser()?.id;
  const writeText = useCallback((text: string) => setSearch({ recherche: text.trim() ? text : undefined }, true), [setSearch]);
  const [text, setText] = useDebouncedUrlText(search.recherche ?? '', writeText);
  const deferredText = useDeferredValue(text);

  const names = useMemo(() => new Map((users ?? []).map((user) => [user.id, user.fullName])), [users]);
  const nameOfUser = useCallback((id: string | undefined) => (id === undefined ? null : (names.get(id) ?? null)), [names]);

  const data = query.data?.missions;
  const all = useMemo(() => (data ? byClientName(data) : NO_ROWS), [data]);
  const responsible = search.mes ? myId : search.collaborateur;
  const late = search.retard === 1;
  const waiting = search.attente === 1;
  const rows = useMemo(
    () => filterMissions(all, { responsible, late, waiting, text: deferredText }, today, stageIds),
    [all, responsible, late, waiting, deferredText, today, stageIds],
  );
  return { query, all, rows, text, setText, users: users ?? [], nameOfUser };
}
