import { useState } from 'react';

import type { ReminderResult } from '../../../../shared/e-invoicing/reminders.ts';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Dialog, DialogContent, DialogHeader } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCount } from '../../../entities/client/list/lib/format-count.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useReminderSettings } from '../api/reminder-settings.ts';
import { ReminderForm } from './reminder-form.tsx';
import { ReminderOutcome } from './reminder-outcome.tsx';

type ReminderDialogProps = { clientIds: string[]; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * « Envoyer une relance »: one mail per selected client from the firm's template, with a preview,
 * a test to oneself, then the send and what it did. Its content is mounted only while open, so
 * each opening starts again from the firm's template.
 */
export function ReminderDialog({ clientIds, open, onOpenChange }: ReminderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent widthClassName="max-w-3xl">
        <DialogHeader
          title="Envoyer une relance"
          description={formatCount(clientIds.length, 'client sélectionné', 'clients sélectionnés')}
        />
        <ReminderDialogBody clientIds={clientIds} />
      </DialogContent>
    </Dialog>
  );
}

function ReminderDialogBody({ clientIds }: { clientIds: string[] }) {
  const settings = useReminderSettings();
  const [result, setResult] = useState<ReminderResult | null>(null);
  if (result) return <ReminderOutcome result={result} />;
  if (settings.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Chargement du modèle de relance…
      </p>
    );
  }
  if (settings.isError) return <RetryAlert onRetry={() => void settings.refetch()}>{errorMessage(settings.error)}</RetryAlert>;
  return <ReminderForm clientIds={clientIds} initial={settings.data.template} onSent={setResult} />;
}
