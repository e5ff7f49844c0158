import { describe, expect, it } from 'vitest';

import { CLAIRE, DUPONT, MARTIN, ROWS, TEMPLATE, TODAY, ZENITH, missionRow } from '../testing/mission-rows.ts';
import { stageIdsOf } from './mission-dates.ts';
import { byClientName, filterMissions, NO_RESPONSIBLE, type MissionFilters } from './mission-filters.ts';

const STAGE_IDS = stageIdsOf(TEMPLATE);
const NONE: MissionFilters = { responsible: undefined, late: false, waiting: false, text: '' };
const names = (rows: readonly { raisonSociale: string }[]) => rows.map((row) => row.raisonSociale);

describe('filterMissions', () => {
  it('keeps every mission, the same array, without a filter', () => {
    expect(filterMissions(ROWS, NONE, TODAY, STAGE_IDS)).toBe(ROWS);
  });

  it('keeps a collaborator’s missions, or those nobody is responsible for', () => {
    expect(names(filterMissions(ROWS, { ...NONE, responsible: CLAIRE.id }, TODAY, STAGE_IDS))).toEqual(['Dupont SARL']);
    expect(names(filterMissions(ROWS, { ...NONE, responsible: NO_RESPONSIBLE }, TODAY, STAGE_IDS))).toEqual(['Zénith Conseil']);
  });

  it('« En retard »: open missions whose current stage’s target date has passed; a done one never is', () => {
    expect(names(filterMissions(ROWS, { ...NONE, late: true }, TODAY, STAGE_IDS))).toEqual(['Boulangerie Martin']);
    // On its target date it is not late yet.
    expect(filterMissions([MARTIN], { ...NONE, late: true }, '2026-02-28', STAGE_IDS)).toEqual([]);
  });

  it('« En attente client » and the name search (no accents, no case) combine', () => {
    expect(names(filterMissions(ROWS, { ...NONE, waiting: true }, TODAY, STAGE_IDS))).toEqual(['Dupont SARL']);
    expect(names(filterMissions(ROWS, { ...NONE, text: '  ZENITH ' }, TODAY, STAGE_IDS))).toEqual(['Zénith Conseil']);
    expect(filterMissions(ROWS, { ...NONE, text: 'zénith', waiting: true }, TODAY, STAGE_IDS)).toEqual([]);
  });
});

describe('byClientName', () => {
  it('orders by raison sociale without regard to accents or case', () => {
    const ecole = missionRow({ id: '3b4c5d6e-7f80-4192-8a3b-4c5d6e7f8a09', raisonSociale: 'École Dupuis' });
    expect(names(byClientName([ZENITH, ecole, DUPONT, MARTIN]))).toEqual(['Boulangerie Martin', 'Dupont SARL', 'École Dupuis', 'Zénith Conseil']);
  });
});
