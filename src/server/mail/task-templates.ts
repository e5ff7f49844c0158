import { formatTaskDueDate, TASK_PRIORITY_LABELS, type TaskPriority } from '../../shared/tasks.ts';
import type { Mail } from './mailer.ts';
import { escapeHtml } from './templates.ts';

export type AssignedTask = {
  id: string;
  title: string;
  description: string | null;
  clientName: string | null;
  dueDate: string | null;
  priority: TaskPriority;
};

/** The link that opens the task on the Tâches page. */
export const taskUrl = (appUrl: string, taskId: string) => `${appUrl.replace(/\/+$/, '')}/tasks?tache=${taskId}`;

/** SPEC §7 send-task-notification: title, client, due date, priority and a link to the task. */
export function taskAssignedMail(options: {
  to: string;
  assigneeName: string;
  assignedBy: string;
  task: AssignedTask;
  appUrl: string;
}): Mail {
  const { to, assigneeName, assignedBy, task } = options;
  const url = taskUrl(options.appUrl, task.id);
  const facts: [string, string][] = [
    ['Tâche', task.title],
    ['Client', task.clientName ?? 'aucun'],
    ['Échéance', formatTaskDueDate(task.dueDate)],
    ['Priorité', TASK_PRIORITY_LABELS[task.priority]],
  ];
  const text = [
    `Bonjour ${assigneeName},`,
    '',
    `${assignedBy} vous a assigné une tâche.`,
    '',
    ...facts.map(([label, value]) => `${label} : ${value}`),
    ...(task.description ? ['', task.description] : []),
    '',
    'Ouvrir la tâche :',
    url,
  ].join('\n');
  const html = `<p>Bonjour ${escapeHtml(assigneeName)},</p>
<p>${escapeHtml(assignedBy)} vous a assigné une tâche.</p>
<ul>
${facts.map(([label, value]) => `<li><strong>${escapeHtml(label)} :</strong> ${escapeHtml(value)}</li>`).join('\n')}
</ul>
${task.description ? `<p>${escapeHtml(task.description).replace(/\n/g, '<br>')}</p>\n` : ''}<p><a href="${escapeHtml(url)}">Ouvrir la tâche</a></p>`;
  // One line: a title pasted with line breaks must not break the mail's headers.
  return { to, subject: `Nouvelle tâche : ${task.title.replace(/\s+/g, ' ')}`, text, html };
}
