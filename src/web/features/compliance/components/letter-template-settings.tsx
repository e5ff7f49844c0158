import { useState, type FormEvent } from 'react';

import { DEFAULT_LETTER_TEMPLATE, LETTER_PLACEHOLDERS, letterTemplateSchema } from '../../../../shared/compliance/letter-template.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { QueryWaiting } from '../../../components/ui/query-waiting.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useIsAdmin } from '../../../entities/user/current-user.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { apiFieldErrors } from '../../../lib/field-errors.ts';
import { useLetterTemplate, useSaveLetterTemplate } from '../api/letter-template.ts';

const FIELD_ID = 'letter-template-text';

/** The engagement letter's text with its {{variables}}, read by everyone and edited by admins. */
export function LetterTemplateSettings() {
  const template = useLetterTemplate();
  if (!template.isSuccess) return <QueryWaiting query={template} loading="Chargement du modèle de lettre…" />;
  return <TemplateEditor saved={template.data.template} />;
}

function TemplateEditor({ saved }: { saved: string }) {
  const isAdmin = useIsAdmin();
  const save = useSaveLetterTemplate();
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const [restored, setRestored] = useState(false);
  const shown = error ?? apiFieldErrors(save.error).template;
  const edited = (next: string) => {
    setText(next);
    setError(undefined);
    setRestored(false);
    save.reset();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const parsed = letterTemplateSchema.safeParse({ template: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setRestored(false);
    save.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="grid max-w-3xl gap-3">
      <p className="text-sm text-muted-foreground">
        {isAdmin
          ? '« Générer la lettre » remplit ce modèle avec les champs du client, ses missions et ses honoraires.'
          : 'Seuls les administrateurs modifient le modèle de lettre de mission.'}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={FIELD_ID}>Modèle de lettre de mission</Label>
        <Textarea
          id={FIELD_ID}
          rows={18}
          value={text}
          readOnly={!isAdmin}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${FIELD_ID}-error ${FIELD_ID}-hint` : `${FIELD_ID}-hint`}
          onChange={(event) => edited(event.target.value)}
        />
        {shown ? (
          <p id={`${FIELD_ID}-error`} className="text-sm text-destructive">
            {shown}
          </p>
        ) : null}
        <div id={`${FIELD_ID}-hint`} className="text-xs text-muted-foreground">
          <p>Variables :</p>
          <ul className="grid gap-0.5 sm:grid-cols-2">
            {Object.entries(LETTER_PLACEHOLDERS).map(([name, meaning]) => (
              <li key={name}>
                <code>{`{{${name}}}`}</code> : {meaning}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {save.isSuccess ? (
        <Alert variant="success" role="status">
          Modèle de lettre enregistré
        </Alert>
      ) : null}
      {restored ? (
        <Alert variant="info" role="status">
          Modèle par défaut rétabli : enregistrez pour l’appliquer.
        </Alert>
      ) : null}
      {save.isError && !shown ? <Alert>{errorMessage(save.error)}</Alert> : null}
      {isAdmin ? (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" pending={save.isPending}>
            Enregistrer le modèle
          </Button>
          <Button
            variant="secondary"
            disabled={save.isPending}
            onClick={() => {
              edited(DEFAULT_LETTER_TEMPLATE.template);
              setRestored(true);
            }}
          >
            Rétablir le modèle par défaut
          </Button>
        </div>
      ) : null}
    </form>
  );
}
