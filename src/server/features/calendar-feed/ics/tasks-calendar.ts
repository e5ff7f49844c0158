import { TASK_PRIORITY_LABELS, type RecurrenceFrequency, type TaskPriority } from '../../../../shared/tasks.ts';
import { escapeText, joinLines, parisStamp, utcStamp } from './ics-text.ts';
import { PARIS_VTIMEZONE } from './paris-timezone.ts';
import { recurrenceEvents, type EventPart } from './recurrence-rule.ts';
import { obligationEvent, type FeedObligation } from './obligation-events.ts';

export type FeedTask = {
  id: string;
  title: string;
  description: string | null;
  priority: TaskPriority;
  clientName: string | null;
  dueDate: Date;
  recurrenceFrequency: RecurrenceFrequency | null;
  /** The date whose day the series repeats (recurrenceAnchor), for recurring tasks. */
  anchor: Date | null;
  recurrenceEndedAt: Date | null;
  updatedAt: Date;
};

/** iCalendar's PRIORITY: 1 is the highest, 9 the lowest. */
const ICS_PRIORITY: Record<TaskPriority, number> = { urgente: 1, haute: 3, normale: 5, basse: 9 };

function taskEvents(task: FeedTask, stamp: string): string[] {
  const description = [
    task.clientName ? `Client : ${task.clientName}` : undefined,
    `Priorité : ${TASK_PRIORITY_LABELS[task.priority]}`,
    task.description ? `\n${task.description}` : undefined,
  ]
    .filter(Boolean)
    .join('\n');
  const parts: EventPart[] = task.recurrenceFrequency
    ? recurrenceEvents({ frequency: task.recurrenceFrequency, dueDate: task.dueDate, anchor: task.anchor ?? task.dueDate, endedAt: task.recurrenceEndedAt })
    : [{ uidSuffix: '', start: task.dueDate }];
  return parts.flatMap((part) => [
    'BEGIN:VEVENT',
    `UID:task-${task.id}${part.uidSuffix}@cabinet`,
    `DTSTAMP:${stamp}`,
    `LAST-MODIFIED:${utcStamp(task.updatedAt)}`,
    // A due time, not a meeting: a short event at that time, in Paris time so that a recurring
    // 09:00 stays 09:00 across the DST changes.
    `DTSTART;TZID=Europe/Paris:${parisStamp(part.start)}`,
    'DURATION:PT30M',
    `SUMMARY:${escapeText(task.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `PRIORITY:${ICS_PRIORITY[task.priority]}`,
    ...(part.rule ? [`RRULE:${part.rule}`] : []),
    'END:VEVENT',
  ]);
}

/** The whole feed, as a calendar client subscribes to it: the tasks, then the obligations of the user's clients. */
export function buildTasksCalendar({
  ownerName,
  tasks,
  obligations = [],
  now = new Date(),
}: {
  ownerName: string;
  tasks: readonly FeedTask[];
  obligations?: readonly FeedObligation[];
  now?: Date;
}): string {
  const stamp = utcStamp(now);
  return joinLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cabinet//Taches du cabinet//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`Tâches – ${ownerName}`)}`,
    'X-WR-TIMEZONE:Europe/Paris',
    // Clients that honour it refresh hourly (Google decides for itself).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...PARIS_VTIMEZONE,
    ...tasks.flatMap((task) => taskEvents(task, stamp)),
    ...obligations.flatMap((obligation) => obligationEvent(obligation, stamp)),
    'END:VCALENDAR',
  ]);
}
