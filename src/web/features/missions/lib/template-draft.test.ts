import { describe, expect, it } from 'vitest';

import { SHIPPED_TEMPLATES, TEMPLATE_MESSAGES, type MissionTemplate } from '../../../../shared/missions/templates.ts';
import { addStage, draftOf, moveStage, readDraft, removeStage, ruleErrors, updateStage } from './template-draft.ts';

const shipped = SHIPPED_TEMPLATES[1];
if (!shipped) throw new Error('the shipped « Juridique annuel » template is missing');
const ids = ['11111111-1111-4111-8111-111111111101', '11111111-1111-4111-8111-111111111102', '11111111-1111-4111-8111-111111111103'];
const TEMPLATE: MissionTemplate = {
  id: '11111111-1111-4111-8111-111111111100',
  name: shipped.name,
  kind: shipped.kind,
  stages: shipped.stages.map((stage, index) => ({ ...stage, id: ids[index] ?? '' })),
};
const names = (draft: { stages: { name: string }[] }) => draft.stages.map((stage) => stage.name);

describe('template drafts', () => {
  it('moves a stage up or down by one place, and not past either end', () => {
    const draft = draftOf(TEMPLATE);
    expect(names(moveStage(draft, 2, -1))).toEqual(['Convocation', 'Dépôt au greffe', "AG d'approbation"]);
    expect(names(moveStage(draft, 0, 1))).toEqual(["AG d'approbation", 'Convocation', 'Dépôt au greffe']);
    expect(moveStage(draft, 0, -1)).toBe(draft);
    expect(moveStage(draft, 2, 1)).toBe(draft);
  });

  it('sends the kept stages with their ids in their new order, a new one without', () => {
    const draft = addStage(updateStage(removeStage(moveStage(draftOf(TEMPLATE), 1, -1), 2), 0, { name: 'AG' }));
    const result = readDraft(updateStage(draft, 2, { name: 'Archivage', checklist: ['Dossier classé'] }));
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Juridique annuel',
        kind: 'exercice',
        stages: [
          { id: ids[1], name: 'AG', checklist: ['Procès-verbal signé', 'Registre des décisions à jour'], rule: { type: 'after_closing', amount: 6, unit: 'months' } },
          { id: ids[0], name: 'Convocation', checklist: ['Rapport de gestion', 'Projet de résolutions', 'Convocations envoyées'], rule: { type: 'after_closing', amount: 5, unit: 'months' } },
          { name: 'Archivage', checklist: ['Dossier classé'], rule: { type: 'after_previous', amount: 1, unit: 'months' } },
        ],
      },
    });
  });

  it('keys the refusals by their path: a blank stage name, an empty item, a first stage after the previous one, a negative delay', () => {
    let draft = updateStage(draftOf(TEMPLATE), 1, { name: ' ', checklist: ['Procès-verbal signé', ''] });
    draft = moveStage(draft, 2, -1);
    draft = moveStage(draft, 1, -1);
    draft = updateStage(draft, 1, { rule: { type: 'after_closing', amount: -1, unit: 'days' } });
    const result = readDraft(draft);
    expect(result.ok).toBe(false);
    const errors = result.ok ? {} : result.errors;
    expect(errors).toMatchObject({
      'stages.2.name': TEMPLATE_MESSAGES.stageNameRequired,
      'stages.2.checklist.1': TEMPLATE_MESSAGES.checklistItemRequired,
    });
    expect(ruleErrors(errors, 0)).toEqual([TEMPLATE_MESSAGES.firstStageAfterPrevious]);
    expect(ruleErrors(errors, 1)).toEqual(['Le délai ne peut pas être négatif']);
    expect(ruleErrors(errors, 2)).toEqual([]);
  });

  it('refuses two stages of the same name, whatever their case', () => {
    const result = readDraft(updateStage(draftOf(TEMPLATE), 2, { name: 'convocation' }));
    expect(result).toEqual({ ok: false, errors: { stages: TEMPLATE_MESSAGES.stageNamesUnique } });
  });
});
