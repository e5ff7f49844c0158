import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { parisYear } from '../../../../shared/dates.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { validateMissionsSearch } from '../missions-search.ts';
import { boardOf, MARTIN, TEMPLATE } from '../testing/mission-rows.ts';
import { TEMPLATES } from '../testing/templates.ts';
import { missionBoardQueryOptions, missionFiltersOf, missionListParams, prefetchMissionList } from './get-missions.ts';

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

  it('asks for the first template’s board with the templates, and puts it under the key the page reads', async () => {
    const [first, second] = TEMPLATES as [MissionTemplate, MissionTemplate];
    const api = fakeApi({
      'GET /api/mission-templates': { body: { templates: TEMPLATES } },
      'GET /api/missions/board': { body: { ...boardOf(TEMPLATE, [MARTIN]), templateId: first.id } },
      'GET /api/missions': { body: { missions: [MARTIN], nextCursor: null, total: 1 } },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

    // The app's start, then entering the route: one request.
    prefetchMissionList(queryClient, {});
    prefetchMissionList(queryClient, {});
    const key = missionBoardQueryOptions(`${campaign(first.id, parisYear())}`).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toMatchObject({ templateId: first.id }));
    // One board request, sent without waiting for the templates: the server answers the first template's.
    expect(api.sent('GET', '/api/missions/board').map((call) => call.path)).toEqual([`/api/missions/board?closingFrom=${parisYear()}-01-01&closingTo=${parisYear()}-12-31`]);

    // The URL's template, exercise, view and sort: the table's first page, once the templates are known.
    prefetchMissionList(queryClient, { modele: second.id, exercice: '2025', vue: 'tableau', tri: 'statut', ordre: 'desc' });
    await vi.waitFor(() =>
      expect(api.sent('GET', '/api/missions?').map((call) => call.path)).toEqual([`/api/missions?${campaign(second.id, 2025)}&sort=statut&order=desc&limit=200`]),
    );
    // An unknown template in the URL opens the first one, as the page does; the templates are asked once.
    prefetchMissionList(queryClient, { modele: 'pas-un-id', exercice: '2025', mes: '1' });
    await vi.waitFor(() => expect(api.sent('GET', '/api/missions/board')).toHaveLength(2));
    expect(api.sent('GET', '/api/missions/board')[1]?.path).toBe('/api/missions/board?closingFrom=2025-01-01&closingTo=2025-12-31&mine=1');
    await vi.waitFor(() => expect(queryClient.getQueryData(missionBoardQueryOptions(`${campaign(first.id, 2025)}&mine=1`).queryKey)).toBeDefined());
    expect(api.sent('GET', '/api/mission-templates')).toHaveLength(1);
  });

  it('asks again under the page’s template when the first template changed meanwhile', async () => {
    const [first, second] = TEMPLATES as [MissionTemplate, MissionTemplate];
    const api = fakeApi({
      'GET /api/mission-templates': { body: { templates: TEMPLATES } },
      'GET /api/missions/board': (call) => ({ body: { ...boardOf(TEMPLATE, [MARTIN]), templateId: call.path.includes(first.id) ? first.id : second.id } }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    prefetchMissionList(queryClient, { exercice: '2025' });
    await vi.waitFor(() => expect(queryClient.getQueryData(missionBoardQueryOptions(campaign(first.id, 2025)).queryKey)).toMatchObject({ templateId: first.id }));
    expect(api.sent('GET', '/api/missions/board').map((call) => call.path)).toEqual([
      '/api/missions/board?closingFrom=2025-01-01&closingTo=2025-12-31',
      `/api/missions/board?${campaign(first.id, 2025)}`,
    ]);
  });
});
