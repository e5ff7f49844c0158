import { describe, expect, it } from 'vitest';

import { DUPONT, MARTIN, STAGES, TEMPLATE, ZENITH } from '../testing/mission-rows.ts';
import { movedRow, movePatch } from './move-target.ts';

const TODAY = '2026-03-10';

describe('movedRow', () => {
  it('forward: the stages before the target are done today unless they were, the target and later ones not', () => {
    const row = movedRow(MARTIN, { stageId: STAGES.revision }, TEMPLATE, TODAY);
    expect(row.stageId).toBe(STAGES.revision);
    expect(row.stages.map((stage) => stage.doneAt)).toEqual(['2026-02-05', TODAY, undefined]);
    expect([row.checklistDone, row.checklistTotal]).toEqual([0, 3]);
    expect(row.status).toBe('en_cours');
  });

  it('backward: the target’s done date and the later ones are cleared; « en attente client » stays', () => {
    const waiting = { ...MARTIN, status: 'en_attente_client' as const, waitingReason: 'Factures' };
    const row = movedRow(waiting, { stageId: STAGES.pieces }, TEMPLATE, TODAY);
    expect(row.stages.map((stage) => stage.doneAt)).toEqual([undefined, undefined, undefined]);
    expect(row.stages[0]).toEqual({ targetDate: '2026-01-31' });
    expect(row.status).toBe('en_attente_client');
  });

  it('« Terminées » marks every stage done and clears the waiting reason; back to a stage reopens it', () => {
    const done = movedRow(DUPONT, 'terminee', TEMPLATE, TODAY);
    expect(done.status).toBe('terminee');
    expect(done.waitingReason).toBeUndefined();
    expect(done.stages.map((stage) => stage.doneAt)).toEqual([TODAY, TODAY, TODAY]);
    const reopened = movedRow(ZENITH, { stageId: STAGES.saisie }, TEMPLATE, TODAY);
    expect(reopened.status).toBe('en_cours');
    expect(reopened.stages.map((stage) => stage.doneAt)).toEqual(['2026-01-20', undefined, undefined]);
  });
});

describe('movePatch', () => {
  it('sends the stage, the status « terminee », or both when a done mission is reopened', () => {
    expect(movePatch(MARTIN, { stageId: STAGES.revision })).toEqual({ stageId: STAGES.revision });
    expect(movePatch(MARTIN, 'terminee')).toEqual({ status: 'terminee' });
    expect(movePatch(ZENITH, { stageId: STAGES.pieces })).toEqual({ stageId: STAGES.pieces, status: 'en_cours' });
  });
});
