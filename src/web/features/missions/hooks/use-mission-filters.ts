import { useCallback, useMemo } from 'react';

import { useUsers } from '../../../entities/user/users-query.ts';
import { useDebouncedUrlText } from '../../../lib/use-debounced-url-text.ts';
import { missionFiltersOf, missionListParams } from '../api/get-missions.ts';
import type { MissionsSearch } from '../missions-search.ts';

type MissionFiltersOptions = {
  templateId: string;
  year: number;
  search: MissionsSearch;
  setSearch: (changes: Partial<MissionsSearch>, replace: boolean) => void;
};

/**
 * The page's filters as the API takes them (the board and the table ask the server for what they
 * keep), the search box's text (each keystroke shown, the URL and the request following once
 * typing pauses), and the users' names for the cards and rows.
 */
export function useMissionFilters({ templateId, year, search, setSearch }: MissionFiltersOptions) {
  const users = useUsers().data;
  const writeText = useCallback((text: string) => setSearch({ recherche: text.trim() ? text : undefined }, true), [setSearch]);
  const [text, setText] = useDebouncedUrlText(search.recherche ?? '', writeText);

  const names = useMemo(() => new Map((users ?? []).map((user) => [user.id, user.fullName])), [users]);
  const nameOfUser = useCallback((id: string | undefined) => (id === undefined ? null : (names.get(id) ?? null)), [names]);
  const params = missionListParams(missionFiltersOf(search, templateId, year));
  return { params, text, setText, users: users ?? [], nameOfUser };
}
