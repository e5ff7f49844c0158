import { describe, expect, it } from 'vitest';

import { DUPONT, MARTIN, ZENITH, missionRow } from '../testing/mission-rows.ts';
import { missionListQueryOptions, missionPatchedList } from './get-missions.ts';

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
