import type { StageRule } from '../../../../shared/missions/rules.ts';
import { templateInputSchema, type MissionTemplate, type TemplateInput } from '../../../../shared/missions/templates.ts';
import type { MissionKind } from '../../../../shared/missions/statuses.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';

// A template being edited in Paramètres: its stages keep a local key (React's, and the focus's
// after a move) beside their id, which is absent for a stage added here and kept by the server
// through renames and moves, so the missions standing on a stage keep their place.

export type StageDraft = { key: string; id?: string; name: string; checklist: string[]; rule: StageRule };
export type TemplateDraft = { name: string; kind: MissionKind; stages: StageDraft[] };

let lastKey = 0;
const newKey = () => `nouvelle-${++lastKey}`;

export function draftOf(template: MissionTemplate): TemplateDraft {
  return {
    name: template.name,
    kind: template.kind,
    stages: template.stages.map((stage) => ({ key: stage.id, id: stage.id, name: stage.name, checklist: [...stage.checklist], rule: stage.rule })),
  };
}

/** A new template: one stage to name, dated one month after the closing. */
export function emptyDraft(): TemplateDraft {
  return { name: '', kind: 'exercice', stages: [newStage(0)] };
}

/** A stage added at `position`: after the previous one by a month, or after the closing when it is first. */
export function newStage(position: number): StageDraft {
  const rule: StageRule = position === 0 ? { type: 'after_closing', amount: 1, unit: 'months' } : { type: 'after_previous', amount: 1, unit: 'months' };
  return { key: newKey(), name: '', checklist: [], rule };
}

/** The stage at `index` moved by one place up (-1) or down (+1); the same draft when it cannot move. */
export function moveStage(draft: TemplateDraft, index: number, delta: -1 | 1): TemplateDraft {
  const target = index + delta;
  const moved = draft.stages[index];
  const other = draft.stages[target];
  if (!moved || !other) return draft;
  const stages = [...draft.stages];
  stages[target] = moved;
  stages[index] = other;
  return { ...draft, stages };
}

export function removeStage(draft: TemplateDraft, index: number): TemplateDraft {
  return { ...draft, stages: draft.stages.filter((_, i) => i !== index) };
}

export function addStage(draft: TemplateDraft): TemplateDraft {
  return { ...draft, stages: [...draft.stages, newStage(draft.stages.length)] };
}

export function updateStage(draft: TemplateDraft, index: number, change: Partial<Omit<StageDraft, 'key' | 'id'>>): TemplateDraft {
  return { ...draft, stages: draft.stages.map((stage, i) => (i === index ? { ...stage, ...change } : stage)) };
}

export type DraftResult = { ok: true; input: TemplateInput } | { ok: false; errors: FieldErrors };

/**
 * The draft checked with the API's own schema; its errors keyed by their whole path as the server
 * sends them ('name', 'stages', 'stages.2.name', 'stages.2.checklist.0', 'stages.0.rule.amount').
 */
export function readDraft(draft: TemplateDraft): DraftResult {
  const parsed = templateInputSchema.safeParse({
    name: draft.name,
    kind: draft.kind,
    stages: draft.stages.map(({ id, name, checklist, rule }) => (id ? { id, name, checklist, rule } : { name, checklist, rule })),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return { ok: false, errors };
}

/** The messages about a stage's rule, its fields' and its own ('stages.1.rule', 'stages.1.rule.amount'). */
export function ruleErrors(errors: FieldErrors, index: number): string[] {
  const prefix = `stages.${index}.rule`;
  return Object.entries(errors)
    .filter(([path, message]) => message !== undefined && (path === prefix || path.startsWith(`${prefix}.`)))
    .map(([, message]) => message ?? '');
}
