import { useState, type FormEvent } from 'react';

import {
  DEFAULT_REMINDER_TEMPLATE,
  reminderSettingsSchema,
  type ReminderSettings,
  type ReminderTemplate,
} from '../../../../shared/e-invoicing/reminders.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { QueryWaiting } from '../../../components/ui/query-waiting.tsx';
import { useIsAdmin } from '../../../entities/user/current-user.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { apiFieldErrors, hasFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings.ts';
import { checkTemplate } from '../lib/reminder-template.ts';
import { ReminderTemplateFields } from './reminder-template-fields.tsx';

const dailyCapSchema = reminderSettingsSchema.shape.dailyCap;

/** Paramètres › Facturation électronique: the firm's reminder template and daily cap, edited by admins. */
export function ReminderSettingsForm() {
  const settings = useReminderSettings();
  if (!settings.isSuccess) return <QueryWaiting query={settings} loading="Chargement du modèle de relance…" />;
  return <SettingsEditor saved={settings.data} />;
}

function SettingsEditor({ saved }: { saved: ReminderSettings }) {
  const isAdmin = useIsAdmin();
  const save = useSaveReminderSettings();
  const [template, setTemplate] = useState<ReminderTemplate>(saved.template);
  const [dailyCap, setDailyCap] = useState(String(saved.dailyCap));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [restored, setRestored] = useState(false);
  const serverErrors = apiFieldErrors(save.error);
  const shownErrors = { ...serverErrors, ...errors };

  function edited() {
    setErrors({});
    setRestored(false);
    save.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.reset();
    const checked = checkTemplate(template);
    const cap = dailyCapSchema.safeParse(Number(dailyCap));
    const found: FieldErrors = { ...(checked.ok ? {} : checked.errors), dailyCap: cap.success ? undefined : cap.error.issues[0]?.message };
    setErrors(found);
    if (!checked.ok || !cap.success || hasFieldErrors(found)) return;
    setRestored(false);
    save.mutate({ template: checked.template, dailyCap: cap.data });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid max-w-3xl gap-4">
      <p className="text-sm text-muted-foreground">
        {isAdmin
          ? 'Le modèle des relances « Envoyer une relance » de la page Facturation électronique, et le nombre de relances envoyées au plus par jour.'
          : 'Seuls les administrateurs modifient le modèle de relance et le plafond quotidien.'}
      </p>
      <ReminderTemplateFields
        idPrefix="reminder-settings"
        value={template}
        errors={shownErrors}
        readOnly={!isAdmin}
        onChange={(next) => {
          setTemplate(next);
          edited();
        }}
      />
      <DailyCapField
        value={dailyCap}
        error={shownErrors.dailyCap}
        readOnly={!isAdmin}
        onChange={(value) => {
          setDailyCap(value);
          edited();
        }}
      />
      <SaveOutcome save={save} restored={restored} serverErrors={serverErrors} />
      {isAdmin ? (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" pending={save.isPending}>
            Enregistrer
          </Button>
          <Button
            variant="secondary"
            disabled={save.isPending}
            onClick={() => {
              setTemplate(DEFAULT_REMINDER_TEMPLATE);
              edited();
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

type DailyCapFieldProps = { value: string; error: string | undefined; readOnly: boolean; onChange: (value: string) => void };

/** « Plafond quotidien de relances », with what happens beyond it. */
function DailyCapField({ value, error, readOnly, onChange }: DailyCapFieldProps) {
  return (
    <div className="grid max-w-xs gap-1">
      <Field
        id="reminder-settings-daily-cap"
        name="dailyCap"
        label="Plafond quotidien de relances"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={value}
        error={error}
        readOnly={readOnly}
        aria-describedby={error ? 'reminder-settings-daily-cap-error reminder-settings-daily-cap-hint' : 'reminder-settings-daily-cap-hint'}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id="reminder-settings-daily-cap-hint" className="text-xs text-muted-foreground">
        Au-delà, les relances partent le lendemain.
      </p>
    </div>
  );
}

type SaveOutcomeProps = { save: ReturnType<typeof useSaveReminderSettings>; restored: boolean; serverErrors: FieldErrors };

/** Saved, default restored (not yet saved), or the server's refusal when it names no field. */
function SaveOutcome({ save, restored, serverErrors }: SaveOutcomeProps) {
  return (
    <>
      {save.isSuccess ? (
        <Alert variant="success" role="status">
          Paramètres de relance enregistrés
        </Alert>
      ) : null}
      {restored ? (
        <Alert variant="info" role="status">
          Modèle par défaut rétabli : enregistrez pour l’appliquer.
        </Alert>
      ) : null}
      {save.isError && !hasFieldErrors(serverErrors) ? <Alert>{errorMessage(save.error)}</Alert> : null}
    </>
  );
}
