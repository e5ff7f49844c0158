import type { TaskListRow } from '../../../../shared/tasks.ts';
import { DeleteDialog } from '../../../components/ui/delete-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDeleteTask } from '../api/delete-task.ts';
import { TASK_PAGE_MESSAGES } from '../lib/messages.ts';

type DeleteTaskDialogProps = {
  /** The task to delete; null keeps the dialog closed. */
  task: TaskListRow | null;
  onClose: () => void;
};

export function DeleteTaskDialog({ task, onClose }: DeleteTaskDialogProps) {
  return (
    <DeleteDialog
      item={task}
      onClose={onClose}
      mutation={useDeleteTask()}
      title={TASK_PAGE_MESSAGES.deleteTitle}
      description={(item) => `La tâche « ${item.title} » sera supprimée définitivement.`}
      errorMessage={() => TASK_PAGE_MESSAGES.deleteFailed}
      onDeleted={() => toast.success(TASK_PAGE_MESSAGES.deleted)}
    />
  );
}
