import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { parisYear } from '../../../../shared/dates.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { validateMissionsSearch } from '../missions-search.ts';
import { boardOf, MARTIN, TEMPLATE } from '../testing/mission-rows.ts';
import { TEMPLATES } from '../testing/templates.ts';
import { missionFiltersOf, missionListParams, prefetchMissionList } from './get-missions.ts';

const CLAIRE_ID = '2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a80';

describe('missionListParams', () => {
  it('writes the campaign and the URL’s filters as the API reads them, the text trimmed, « Mes clients » before a collaborator', () => {
    const of = (search: Record<string, unknown>) => missionListParams(missionFiltersOf(validateMissionsSearch(search), TEMPLATE.id, 2026));
    const campaign = `templateId=${TEMPLATE.id}&closingFrom=2026-01-01&closingTo=2026-12-31`;
    expect(of({})).toBe(campaign);
    expect(of({ collaborateur: CLAIRE_ID, retard: '1', attente: '1', recherche: '  Zénith ' })).toBe(`${campaign}&responsibleId=${CLAIRE_ID}&late=1&waiting=1&q=Z%C3%A9nith`);
    expect(of({ collaborateur: 'non-assigne' })).toBe(`${campaign}&responsibleId=non-assigne`);
    expect(of({ mes: '1' })).toBe(`${campaign}&mine=1`);
  });
});

describe('prefetchMissionList', () => {
  afterEach(() => vi.unstubAllGlobals());
  const campaign = (templateId: string, year: number) => `templateId=${templateId}&closingFrom=${year}-01-01&closingTo=${year}-12-31`;

  it('asks for the templates, then what the page opens on: the board of the first template and this year, else the URL’s template, exercise, view and sort', async () => {
    const api = fakeApi({
      'GET /api/mission-templates': { body: { templates: TEMPLATES } },
      'GET /api/missions/board': { body: boardOf(TEMPLATE, [MARTIN]) },
      'GET /api/missions': { body: { missions: [MARTIN], nextCursor: null, total: 1 } },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const [first, second] = TEMPLATES as [MissionTemplate, MissionTemplate];

    prefetchMissionList(queryClient, {});
    await vi.waitFor(() => expect(api.sent('GET', '/api/missions/board').map((call) => call.path)).toEqual([`/api/missions/board?${campaign(first.id, parisYear())}`]));
    prefetchMissionList(queryClient, { modele: second.id, exercice: '2025', vue: 'tableau', tri: 'statut', ordre: 'desc' });
    await vi.waitFor(() =>
      expect(api.sent('GET', '/api/missions?').map((call) => call.path)).toEqual([`/api/missions?${campaign(second.id, 2025)}&sort=statut&order=desc&limit=200`]),
    );
    // An unknown template in the URL opens the first one, as the page does; the templates are asked once.
    prefetchMissionList(queryClient, { modele: 'pas-un-id', exercice: '2025', mes: '1' });
    await vi.waitFor(() => expect(api.sent('GET', '/api/missions/board')).toHaveLength(2));
    expect(api.sent('GET', '/api/missions/board')[1]?.path).toBe(`/api/missions/board?${campaign(first.id, 2025)}&mine=1`);
    expect(api.sent('GET', '/api/mission-templates')).toHaveLength(1);
  });
});
