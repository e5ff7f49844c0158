import type { TaskRow } from '../../../../shared/tasks.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog, DialogContent, DialogHeader } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTask } from '../api/get-task.ts';
import { TASK_PAGE_MESSAGES } from '../lib/messages.ts';
import { TaskForm } from './task-form.tsx';

export type TaskFormTarget = { mode: 'create' } | { mode: 'edit'; id: string };

type TaskFormDialogProps = {
  /** What the dialog shows; null keeps it closed. */
  target: TaskFormTarget | null;
  onClose: () => void;
  onSaved: (task: TaskRow) => void;
};

export function TaskFormDialog({ target, onClose, onSaved }: TaskFormDialogProps) {
  function handleDone(saved?: TaskRow) {
    if (saved) onSaved(saved);
    onClose();
  }

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent widthClassName="max-w-2xl" aria-describedby={undefined}>
          <DialogHeader title={target.mode === 'edit' ? 'Modifier la tâche' : 'Nouvelle tâche'} />
          {target.mode === 'edit' ? <EditTask key={target.id} id={target.id} onDone={handleDone} /> : <TaskForm onDone={handleDone} />}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditTask({ id, onDone }: { id: string; onDone: (saved?: TaskRow) => void }) {
  const taskQuery = useTask(id);
  if (taskQuery.data) return <TaskForm task={taskQuery.data} onDone={onDone} />;
  if (taskQuery.isError) return <Alert>{TASK_PAGE_MESSAGES.notFound}</Alert>;
  return (
    <div role="status" aria-label="Chargement de la tâche" className="flex justify-center p-8">
      <Spinner className="size-6 text-primary" />
    </div>
  );
}
