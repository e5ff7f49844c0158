import { TASK_STATUSES, TASK_STATUS_LABELS, type TaskStatus } from '../../../../shared/tasks.ts';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';

const STATUS_TEXT_CLASS: Record<TaskStatus, string> = {
  a_faire: 'text-slate-700',
  en_cours: 'text-blue-700',
  en_attente: 'text-amber-700',
  termine: 'text-green-700',
};

type TaskStatusSelectProps = {
  title: string;
  status: TaskStatus;
  onChange: (status: TaskStatus) => void;
  className?: string;
};

export function TaskStatusSelect({ title, status, onChange, className }: TaskStatusSelectProps) {
  return (
    <Select
      aria-label={`Statut de « ${title} »`}
      value={status}
      onChange={(event) => onChange(event.target.value as TaskStatus)}
      className={cn('w-full [&_select]:h-8 [&_select]:font-medium', STATUS_TEXT_CLASS[status], className)}
    >
      {TASK_STATUSES.map((value) => (
        <option key={value} value={value}>
          {TASK_STATUS_LABELS[value]}
        </option>
      ))}
    </Select>
  );
}
