import { useEffect, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';

import { MISSION_KINDS, MISSION_KIND_LABELS, type MissionKind } from '../../../../shared/missions/statuses.ts';
import { TEMPLATE_LIMITS, type MissionTemplate } from '../../../../shared/missions/templates.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { useSaveTemplate } from '../api/save-template.ts';
import { addStage, draftOf, emptyDraft, moveStage, readDraft, removeStage, updateStage, type TemplateDraft } from '../lib/template-draft.ts';
import { moveButtonId, StageEditor } from './stage-editor.tsx';
import { TemplateDeleteButton } from './template-delete-button.tsx';

/** The server's refusals keyed by their whole path ('stages.2.name'), as the draft's own are. */
function serverErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path] ??= issue.message;
  return errors;
}

type TemplateEditorProps = {
  /** The template edited; null for a new one. */
  template: MissionTemplate | null;
  onSaved: (saved: MissionTemplate) => void;
  onDeleted: () => void;
};

/**
 * An admin's form over one template: its name, its kind, its stages (added, renamed, moved by
 * « Monter » and « Descendre », removed), each with its date rule and checklist. Nothing is saved
 * before « Enregistrer »; the server's refusal (a removed stage that holds missions) shows by the buttons.
 */
export function TemplateEditor({ template, onSaved, onDeleted }: TemplateEditorProps) {
  const [draft, setDraft] = useState<TemplateDraft>(() => (template ? draftOf(template) : emptyDraft()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; delta: -1 | 1 } | null>(null);
  const save = useSaveTemplate();
  const shown = { ...serverErrors(save.error), ...errors };
  // Said by the buttons even when it also shows under a field: the refusal names the stage and its missions.
  const formError = save.isError ? errorMessage(save.error) : undefined;

  // The moved stage's button keeps the keyboard; at either end, its other button takes it.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { key, delta } = focusAfterMove;
    const button = document.getElementById(moveButtonId(key, delta));
    const target = button instanceof HTMLButtonElement && button.disabled ? document.getElementById(moveButtonId(key, delta === -1 ? 1 : -1)) : button;
    target?.focus();
  }, [focusAfterMove]);

  function edit(next: TemplateDraft) {
    setDraft(next);
    setErrors({});
    save.reset();
  }

  function handleMove(index: number, delta: -1 | 1) {
    const stage = draft.stages[index];
    if (!stage) return;
    edit(moveStage(draft, index, delta));
    setFocusAfterMove({ key: stage.key, delta });
    setAnnouncement(`« ${stage.name || 'Étape'} » est maintenant l’étape ${index + delta + 1} sur ${draft.stages.length}`);
  }

  function handleRemove(index: number) {
    const stage = draft.stages[index];
    if (!stage) return;
    edit(removeStage(draft, index));
    setAnnouncement(`Étape « ${stage.name || index + 1} » retirée : enregistrez pour l’appliquer`);
    requestAnimationFrame(() => document.getElementById('template-add-stage')?.focus());
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.reset();
    const result = readDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    save.mutate(
      { id: template?.id ?? null, input: result.input },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          onSaved(saved);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={template ? `Modèle « ${template.name} »` : 'Nouveau modèle'} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="template-name"
          label="Nom du modèle"
          value={draft.name}
          maxLength={TEMPLATE_LIMITS.name}
          autoComplete="off"
          error={shown.name}
          onChange={(event) => edit({ ...draft, name: event.target.value })}
        />
        <div className="grid content-start gap-1.5">
          <Label htmlFor="template-kind">Type</Label>
          <Select id="template-kind" value={draft.kind} onChange={(event) => edit({ ...draft, kind: event.target.value as MissionKind })}>
            {MISSION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {MISSION_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
          {shown.kind ? <p className="text-sm text-destructive">{shown.kind}</p> : null}
        </div>
      </div>
      <ol aria-label="Étapes du modèle" className="grid gap-3">
        {draft.stages.map((stage, index) => (
          <StageEditor
            key={stage.key}
            stage={stage}
            index={index}
            count={draft.stages.length}
            errors={shown}
            onChange={(change) => edit(updateStage(draft, index, change))}
            onMove={(delta) => handleMove(index, delta)}
            onRemove={() => handleRemove(index)}
          />
        ))}
      </ol>
      {shown.stages ? <Alert>{shown.stages}</Alert> : null}
      <div>
        <Button id="template-add-stage" variant="secondary" disabled={draft.stages.length >= TEMPLATE_LIMITS.stages} onClick={() => edit(addStage(draft))}>
          <Plus aria-hidden="true" />
          Ajouter une étape
        </Button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {save.isSuccess ? (
        <Alert variant="success" role="status">
          Modèle enregistré
        </Alert>
      ) : null}
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={save.isPending}>
          Enregistrer
        </Button>
        <Button variant="secondary" disabled={save.isPending} onClick={() => edit(template ? draftOf(template) : emptyDraft())}>
          Annuler les modifications
        </Button>
        {template ? <TemplateDeleteButton template={template} onDeleted={onDeleted} /> : null}
      </div>
    </form>
  );
}
