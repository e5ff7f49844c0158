import type { TaskListRow } from '../../../../shared/tasks.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDeleteTask } from '../api/delete-task.ts';
import { TASK_PAGE_MESSAGES } from '../lib/messages.ts';

type DeleteTaskDialogProps = {
  /** The task to delete; null keeps the dialog closed. */
  task: TaskListRow | null;
  onClose: () => void;
};

export function DeleteTaskDialog({ task, onClose }: DeleteTaskDialogProps) {
  const deleteTask = useDeleteTask();

  function handleOpenChange(open: boolean) {
    if (open) return;
    deleteTask.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={task !== null}
      onOpenChange={handleOpenChange}
      title={TASK_PAGE_MESSAGES.deleteTitle}
      description={`La tâche « ${task?.title ?? ''} » sera supprimée définitivement.`}
      confirmLabel="Supprimer"
      onConfirm={() => {
        if (!task) return;
        deleteTask.mutate(task.id, {
          onSuccess: () => {
            toast.success(TASK_PAGE_MESSAGES.deleted);
            handleOpenChange(false);
          },
        });
      }}
      pending={deleteTask.isPending}
      error={deleteTask.isError ? TASK_PAGE_MESSAGES.deleteFailed : undefined}
    />
  );
}
