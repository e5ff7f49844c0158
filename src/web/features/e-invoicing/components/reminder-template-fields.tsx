import { REMINDER_PLACEHOLDERS, type ReminderPlaceholder, type ReminderTemplate } from '../../../../shared/e-invoicing/reminders.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { FieldErrors } from '../../../lib/field-errors.ts';

const PLACEHOLDERS = Object.entries(REMINDER_PLACEHOLDERS) as [ReminderPlaceholder, string][];

type ReminderTemplateFieldsProps = {
  /** Prefix of the fields' ids: the dialog and Paramètres may both be on screen. */
  idPrefix: string;
  value: ReminderTemplate;
  /** A French message for 'subject' or 'body'. */
  errors: FieldErrors;
  readOnly?: boolean;
  onChange: (value: ReminderTemplate) => void;
};

/** A reminder's subject (one line) and message, with the placeholders they may use. */
export function ReminderTemplateFields({ idPrefix, value, errors, readOnly = false, onChange }: ReminderTemplateFieldsProps) {
  const bodyId = `${idPrefix}-body`;
  const hintId = `${idPrefix}-placeholders`;
  const bodyErrorId = `${bodyId}-error`;
  return (
    <div className="grid gap-4">
      <Field
        id={`${idPrefix}-subject`}
        name="subject"
        label="Objet"
        value={value.subject}
        error={errors.subject}
        readOnly={readOnly}
        autoComplete="off"
        onChange={(event) => onChange({ ...value, subject: event.target.value })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={bodyId}>Message</Label>
        <Textarea
          id={bodyId}
          name="body"
          rows={12}
          value={value.body}
          readOnly={readOnly}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${bodyErrorId} ${hintId}` : hintId}
          onChange={(event) => onChange({ ...value, body: event.target.value })}
        />
        {errors.body ? (
          <p id={bodyErrorId} className="text-sm text-destructive">
            {errors.body}
          </p>
        ) : null}
        <div id={hintId} className="text-xs text-muted-foreground">
          <p>Variables possibles, dans l’objet et le message :</p>
          <ul className="mt-1 grid gap-0.5">
            {PLACEHOLDERS.map(([name, meaning]) => (
              <li key={name}>
                <code className="font-mono text-foreground">{`{${name}}`}</code> : {meaning}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
