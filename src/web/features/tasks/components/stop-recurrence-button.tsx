import { useState } from 'react';
import { CircleStop } from 'lucide-react';

import type { TaskRow } from '../../../../shared/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useStopRecurrence } from '../api/stop-recurrence.ts';
import { formatDueDay } from '../lib/format-task.ts';
import { TASK_PAGE_MESSAGES } from '../lib/messages.ts';

/** Ends a recurring series: no next occurrence, no more repeats on the calendar. */
export function StopRecurrenceButton({ task }: { task: TaskRow }) {
  const [confirming, setConfirming] = useState(false);
  const stopRecurrence = useStopRecurrence();

  if (task.recurrenceEndedAt) {
    return (
      <p className="text-sm text-muted-foreground">Récurrence arrêtée le {formatDueDay(task.recurrenceEndedAt)}</p>
    );
  }

  function handleOpenChange(open: boolean) {
    setConfirming(open);
    if (!open) stopRecurrence.reset();
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <CircleStop aria-hidden="true" />
        Arrêter la récurrence
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={handleOpenChange}
        title="Arrêter la récurrence ?"
        description="Aucune nouvelle occurrence ne sera créée ni affichée au calendrier. Les occurrences déjà terminées restent dans l’historique."
        confirmLabel="Arrêter la récurrence"
        onConfirm={() =>
          stopRecurrence.mutate(task.id, {
            onSuccess: () => {
              toast.success(TASK_PAGE_MESSAGES.recurrenceStopped);
              setConfirming(false);
            },
          })
        }
        pending={stopRecurrence.isPending}
        error={stopRecurrence.isError ? TASK_PAGE_MESSAGES.stopRecurrenceFailed : undefined}
      />
    </>
  );
}
