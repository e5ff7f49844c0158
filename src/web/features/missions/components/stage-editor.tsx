import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';

import { TEMPLATE_LIMITS } from '../../../../shared/missions/templates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { ruleErrors, type StageDraft } from '../lib/template-draft.ts';
import { StageRuleField } from './stage-rule-field.tsx';

type StageEditorProps = {
  stage: StageDraft;
  index: number;
  count: number;
  errors: FieldErrors;
  onChange: (change: Partial<Omit<StageDraft, 'key' | 'id'>>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
};

/** The ids of a stage's move buttons, for the focus to follow the stage it moved. */
export const moveButtonId = (key: string, delta: -1 | 1) => `stage-${key}-${delta < 0 ? 'monter' : 'descendre'}`;

/** One stage of the template: its name, its place (« Monter », « Descendre »), its date rule and its checklist. */
export function StageEditor({ stage, index, count, errors, onChange, onMove, onRemove }: StageEditorProps) {
  const position = index + 1;
  const idPrefix = `stage-${stage.key}`;
  const label = stage.name.trim() || `étape ${position}`;
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-end gap-2">
        <Field
          id={`${idPrefix}-name`}
          label={`Nom de l’étape ${position}`}
          className="min-w-56 flex-1"
          value={stage.name}
          maxLength={TEMPLATE_LIMITS.stageName}
          autoComplete="off"
          error={errors[`stages.${index}.name`]}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <Button id={moveButtonId(stage.key, -1)} variant="secondary" size="sm" aria-label={`Monter « ${label} »`} disabled={index === 0} onClick={() => onMove(-1)}>
          <ArrowUp aria-hidden="true" />
          Monter
        </Button>
        <Button
          id={moveButtonId(stage.key, 1)}
          variant="secondary"
          size="sm"
          aria-label={`Descendre « ${label} »`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
          Descendre
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Retirer l’étape « ${label} »`} disabled={count === 1} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Retirer
        </Button>
      </div>
      <StageRuleField
        idPrefix={idPrefix}
        stageLabel={label}
        rule={stage.rule}
        first={index === 0}
        errors={ruleErrors(errors, index)}
        onChange={(rule) => onChange({ rule })}
      />
      <ChecklistEditor stage={stage} index={index} label={label} errors={errors} onChange={(checklist) => onChange({ checklist })} />
    </li>
  );
}

type ChecklistEditorProps = { stage: StageDraft; index: number; label: string; errors: FieldErrors; onChange: (checklist: string[]) => void };

/** The stage's points de contrôle: each a line of text, added at the end, removed one by one. */
function ChecklistEditor({ stage, index, label, errors, onChange }: ChecklistEditorProps) {
  const idPrefix = `stage-${stage.key}-check`;
  const listError = errors[`stages.${index}.checklist`];
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Points de contrôle de « {label} »</legend>
      {stage.checklist.length === 0 ? <p className="text-sm text-muted-foreground">Aucun point de contrôle.</p> : null}
      <ol className="grid gap-2">
        {stage.checklist.map((item, itemIndex) => {
          const id = `${idPrefix}-${itemIndex}`;
          const error = errors[`stages.${index}.checklist.${itemIndex}`];
          return (
            <li key={itemIndex} className="grid gap-1">
              <div className="flex items-center gap-2">
                <Input
                  id={id}
                  aria-label={`Point de contrôle ${itemIndex + 1} de « ${label} »`}
                  value={item}
                  maxLength={TEMPLATE_LIMITS.checklistItem}
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => onChange(stage.checklist.map((text, i) => (i === itemIndex ? event.target.value : text)))}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Retirer le point de contrôle ${itemIndex + 1} de « ${label} »`}
                  onClick={() => onChange(stage.checklist.filter((_, i) => i !== itemIndex))}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              {error ? (
                <p id={`${id}-error`} className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {listError ? <p className="text-sm text-destructive">{listError}</p> : null}
      <div>
        <Button
          variant="link"
          size="inline"
          aria-label={`Ajouter un point de contrôle à « ${label} »`}
          disabled={stage.checklist.length >= TEMPLATE_LIMITS.checklist}
          onClick={() => {
            onChange([...stage.checklist, '']);
            // The new line takes the keyboard, ready to be typed in.
            requestAnimationFrame(() => document.getElementById(`${idPrefix}-${stage.checklist.length}`)?.focus());
          }}
        >
          <Plus aria-hidden="true" />
          Ajouter un point de contrôle
        </Button>
      </div>
    </fieldset>
  );
}
