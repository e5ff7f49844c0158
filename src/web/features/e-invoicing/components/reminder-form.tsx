import { useState, type FormEvent } from 'react';

import type { ReminderResult, ReminderTemplate } from '../../../../shared/e-invoicing/reminders.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCount } from '../../../entities/client/list/lib/format-count.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { apiFieldErrors, hasFieldErrors } from '../../../lib/field-errors.ts';
import { useReminderPreview } from '../api/reminder-preview.ts';
import { useSendReminders } from '../api/reminder-send.ts';
import { useSendTestReminder } from '../api/reminder-test-mail.ts';
import { checkTemplate } from '../lib/reminder-template.ts';
import { ReminderPreviewPanel } from './reminder-preview-panel.tsx';
import { ReminderSkippedList } from './reminder-skipped-list.tsx';
import { ReminderTemplateFields } from './reminder-template-fields.tsx';

const ID_PREFIX = 'reminder';

type ReminderFormProps = {
  clientIds: string[];
  /** The firm's template, which the dialog starts from. */
  initial: ReminderTemplate;
  onSent: (result: ReminderResult) => void;
};

/**
 * The template to send, checked by the server's rule before each request (« Aperçu », « M'envoyer
 * un test », « Envoyer »); the clients that will be skipped are listed from the start.
 */
export function ReminderForm({ clientIds, initial, onSent }: ReminderFormProps) {
  const [draft, setDraft] = useState(initial);
  // Messages appear once a request was tried, then follow the typing.
  const [tried, setTried] = useState(false);
  const [previewed, setPreviewed] = useState(initial);
  const [previewShown, setPreviewShown] = useState(false);
  const preview = useReminderPreview({ clientIds, ...previewed });
  const test = useSendTestReminder();
  const send = useSendReminders();

  const checked = checkTemplate(draft);
  const failure = send.error ?? test.error ?? preview.error;
  const serverFieldErrors = apiFieldErrors(failure);
  const errors = { ...serverFieldErrors, ...(tried && !checked.ok ? checked.errors : {}) };

  function withTemplate(action: (template: ReminderTemplate) => void) {
    setTried(true);
    if (checked.ok) {
      action(checked.template);
      return;
    }
    // The first field in error takes the focus, its message read with it.
    document.getElementById(`${ID_PREFIX}-${checked.errors.subject ? 'subject' : 'body'}`)?.focus();
  }

  function handleChange(next: ReminderTemplate) {
    setDraft(next);
    test.reset();
    send.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    withTemplate((template) => send.mutate({ clientIds, ...template }, { onSuccess: onSent }));
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <ReminderTemplateFields idPrefix={ID_PREFIX} value={draft} errors={errors} onChange={handleChange} />
      <PreviewSection preview={preview} shown={previewShown} />
      {test.isSuccess ? (
        <Alert variant="success" role="status">
          Test envoyé à {test.data.to}
        </Alert>
      ) : null}
      {failure && !hasFieldErrors(serverFieldErrors) ? <Alert>{errorMessage(failure)}</Alert> : null}
      <FormButtons
        previewShown={previewShown}
        testPending={test.isPending}
        sendPending={send.isPending}
        onPreview={() =>
          withTemplate((template) => {
            setPreviewed(template);
            setPreviewShown(true);
          })
        }
        onTest={() => withTemplate((template) => test.mutate({ clientIds, ...template }))}
      />
    </form>
  );
}

/** How many will be sent and who is skipped (known as soon as the dialog opens), then « Aperçu »'s mail once asked for. */
function PreviewSection({ preview, shown }: { preview: ReturnType<typeof useReminderPreview>; shown: boolean }) {
  return (
    <>
      {preview.data ? (
        <p className="text-sm">{formatCount(preview.data.sendable, 'relance à envoyer', 'relances à envoyer')}</p>
      ) : null}
      {preview.data ? <ReminderSkippedList skipped={preview.data.skipped} /> : null}
      {shown ? (
        preview.isFetching ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Préparation de l’aperçu…
          </p>
        ) : preview.data ? (
          <ReminderPreviewPanel first={preview.data.first} />
        ) : null
      ) : null}
    </>
  );
}

type FormButtonsProps = {
  previewShown: boolean;
  testPending: boolean;
  sendPending: boolean;
  onPreview: () => void;
  onTest: () => void;
};

/** « Aperçu » and « M'envoyer un test » on one side; « Annuler » and « Envoyer » (the form's submit) on the other. */
function FormButtons({ previewShown, testPending, sendPending, onPreview, onTest }: FormButtonsProps) {
  return (
    <DialogFooter className="sm:justify-between">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" aria-expanded={previewShown} onClick={onPreview}>
          Aperçu
        </Button>
        <Button variant="secondary" pending={testPending} disabled={sendPending} onClick={onTest}>
          M’envoyer un test
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <DialogClose asChild>
          <Button variant="secondary" disabled={testPending || sendPending}>
            Annuler
          </Button>
        </DialogClose>
        <Button type="submit" pending={sendPending} disabled={testPending}>
          Envoyer
        </Button>
      </div>
    </DialogFooter>
  );
}
