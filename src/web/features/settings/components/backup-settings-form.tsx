import { useState, type FormEvent } from 'react';

import { backupRetentionSchema, backupTimeSchema, type BackupSettings } from '../../../../shared/backups.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { apiFieldErrors, hasFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';
import { useSaveBackupSettings } from '../api/backups.ts';

type Counts = Record<keyof BackupSettings['retention'], string>;

const COUNT_FIELDS: { key: keyof Counts; label: string }[] = [
  { key: 'daily', label: 'Sauvegardes quotidiennes gardées' },
  { key: 'weekly', label: 'Sauvegardes hebdomadaires gardées' },
  { key: 'monthly', label: 'Sauvegardes mensuelles gardées' },
];

/** The time and the counts as typed, checked with the server's own rules before sending. */
function check(time: string, counts: Counts): { settings: BackupSettings; errors: FieldErrors } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const parsedTime = backupTimeSchema.safeParse(time);
  if (!parsedTime.success) errors.time = parsedTime.error.issues[0]?.message;
  const retention = { daily: Number(counts.daily), weekly: Number(counts.weekly), monthly: Number(counts.monthly) };
  const parsedRetention = backupRetentionSchema.safeParse(retention);
  if (!parsedRetention.success) for (const issue of parsedRetention.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return parsedTime.success && parsedRetention.success ? { settings: { time: parsedTime.data, retention: parsedRetention.data }, errors } : { errors };
}

/** When the nightly backup runs (Paris time) and how many are kept; older ones go only once a newer one is verified. */
export function BackupSettingsForm({ saved }: { saved: BackupSettings }) {
  const save = useSaveBackupSettings();
  const [time, setTime] = useState(saved.time);
  const [counts, setCounts] = useState<Counts>({
    daily: String(saved.retention.daily),
    weekly: String(saved.retention.weekly),
    monthly: String(saved.retention.monthly),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const serverErrors = apiFieldErrors(save.error);
  const shown = { ...serverErrors, ...errors };

  function edited() {
    setErrors({});
    save.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.reset();
    const result = check(time, counts);
    setErrors(result.errors);
    if ('settings' in result) save.mutate(result.settings);
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Réglages des sauvegardes" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          id="backup-time"
          name="time"
          label="Heure de la sauvegarde (Paris)"
          type="time"
          value={time}
          error={shown.time}
          onChange={(event) => {
            setTime(event.target.value);
            edited();
          }}
        />
        {COUNT_FIELDS.map(({ key, label }) => (
          <Field
            key={key}
            id={`backup-${key}`}
            name={key}
            label={label}
            type="number"
            inputMode="numeric"
            min={key === 'daily' ? 1 : 0}
            step={1}
            value={counts[key]}
            error={shown[key]}
            onChange={(event) => {
              setCounts({ ...counts, [key]: event.target.value });
              edited();
            }}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        Chaque sauvegarde gardée est la plus récente de son jour, de sa semaine ou de son mois. Les plus anciennes ne sont supprimées qu’après la vérification d’une
        sauvegarde plus récente.
      </p>
      {save.isSuccess ? (
        <Alert variant="success" role="status">
          Réglages des sauvegardes enregistrés
        </Alert>
      ) : null}
      {save.isError && !hasFieldErrors(serverErrors) ? <Alert>{errorMessage(save.error)}</Alert> : null}
      <div>
        <Button type="submit" pending={save.isPending}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
