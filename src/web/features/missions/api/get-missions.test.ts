import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { parisYear } from '../../../../shared/dates.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { DUPONT, MARTIN, ZENITH, missionRow } from '../testing/mission-rows.ts';
import { TEMPLATES } from '../testing/templates.ts';
import { missionListQueryOptions, missionPatchedList, prefetchMissionList } from './get-missions.ts';

const key = missionListQueryOptions({ templateId: MARTIN.templateId, year: 2025 }).queryKey;

describe('missionPatchedList', () => {
  it('asks for the changed clients’ missions under the list’s template and exercise', () => {
    const list = `/api/missions?templateId=${MARTIN.templateId}&closingFrom=2025-01-01&closingTo=2025-12-31`;
    expect(missionPatchedList.urlOf(key, MARTIN.clientId)).toBe(`${list}&clients=${MARTIN.clientId}`);
    expect(missionPatchedList.urlOf(key, `${MARTIN.clientId},${DUPONT.clientId}`)).toBe(`${list}&clients=${MARTIN.clientId},${DUPONT.clientId}`);
  });

  it('puts the fresh rows of those clients in place, adds their new ones, drops their gone ones, and takes nothing else from the answer', () => {
    const moved = { ...MARTIN, stageId: DUPONT.stageId };
    const added = missionRow({ id: '3b4c5d6e-7f80-4192-8a3b-4c5d6e7f8a07', raisonSociale: 'Boulangerie Martin', clientId: MARTIN.clientId });
    const otherFresh = { ...ZENITH, status: 'en_cours' as const };
    const patched = missionPatchedList.patch({ missions: [MARTIN, DUPONT, ZENITH] }, { missions: [moved, added, otherFresh] }, [MARTIN.clientId, DUPONT.clientId]);
    expect(patched).toEqual({ missions: [added, moved, ZENITH] });
  });
});

describe('prefetchMissionList', () => {
  afterEach(() => vi.unstubAllGlobals());
  const listUrl = (templateId: string, year: number) => `/api/missions?templateId=${templateId}&closingFrom=${year}-01-01&closingTo=${year}-12-31`;

  it('asks for the templates, then the list the page opens on: the first template and this year, else the URL’s template and exercise', async () => {
    const api = fakeApi({ 'GET /api/mission-templates': { body: { templates: TEMPLATES } }, 'GET /api/missions': { body: { missions: [MARTIN] } } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const [first, second] = TEMPLATES as [MissionTemplate, MissionTemplate];

    prefetchMissionList(queryClient, {});
    await vi.waitFor(() => expect(queryClient.getQueryData(missionListQueryOptions({ templateId: first.id, year: parisYear() }).queryKey)).toEqual({ missions: [MARTIN] }));
    prefetchMissionList(queryClient, { modele: second.id, exercice: '2025', vue: 'tableau' });
    await vi.waitFor(() => expect(queryClient.getQueryData(missionListQueryOptions({ templateId: second.id, year: 2025 }).queryKey)).toEqual({ missions: [MARTIN] }));
    // An unknown template in the URL opens the first one, as the page does; the templates are asked once.
    prefetchMissionList(queryClient, { modele: 'pas-un-id', exercice: '2025' });
    await vi.waitFor(() => expect(api.sent('GET', '/api/missions').map((call) => call.path)).toEqual([listUrl(first.id, parisYear()), listUrl(second.id, 2025), listUrl(first.id, 2025)]));
    expect(api.sent('GET', '/api/mission-templates')).toHaveLength(1);
  });
});
