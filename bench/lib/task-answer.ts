/** What GET /api/tasks or /api/tasks/calendar answers: a page of tasks, or the calendar's days, each with its first tasks. */
export type TaskAnswer = { tasks?: unknown[]; days?: { tasks: unknown[] }[] };

/** The tasks an answer sends: a page's, or the sum of the days' first tasks. */
export const taskRowsOf = (answer: TaskAnswer) => answer.tasks?.length ?? (answer.days ?? []).reduce((sum, day) => sum + day.tasks.length, 0);
