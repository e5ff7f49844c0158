import { CLIENT_STATUS_LABELS } from '../../../../shared/clients.ts';
import { formatDateFr } from '../../../../shared/dates.ts';
import { MISSION_STATUS_LABELS } from '../../../../shared/missions/statuses.ts';
import type { ClientSearchResult, MissionSearchResult, SearchResults, TaskSearchResult } from '../../../../shared/search.ts';
import { TASK_STATUS_LABELS } from '../../../../shared/tasks.ts';

/** One line of the results list, in the order the keyboard walks it: clients, their missions, then tasks. */
export type SearchOption =
  | { kind: 'client'; key: string; client: ClientSearchResult }
  | { kind: 'mission'; key: string; mission: MissionSearchResult }
  | { kind: 'task'; key: string; task: TaskSearchResult };

export function searchOptions(results: SearchResults | undefined): SearchOption[] {
  if (!results) return [];
  return [
    ...results.clients.map((client): SearchOption => ({ kind: 'client', key: `client-${client.id}`, client })),
    ...results.missions.map((mission): SearchOption => ({ kind: 'mission', key: `mission-${mission.id}`, mission })),
    ...results.tasks.map((task): SearchOption => ({ kind: 'task', key: `tache-${task.id}`, task })),
  ];
}

/**
 * The option ↑/↓ moves to, wrapping at both ends; from no option, ↓ takes the first and ↑ the
 * last. -1 when there is nothing to move to.
 */
export function moveActive(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/** '55212022200013' → '552 120 222 00013', as SIRETs are printed; other values as they are. */
export function formatSiret(siret: string): string {
  return /^\d{14}$/.test(siret) ? `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}` : siret;
}

const dueFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' });

/** The short facts under a client's name: SIRET, ville, statut. */
export function clientDetails(client: ClientSearchResult): string[] {
  return [
    client.siret ? `SIRET ${formatSiret(client.siret)}` : null,
    client.numeroClient ? `N° ${client.numeroClient}` : null,
    client.ville,
    CLIENT_STATUS_LABELS[client.status],
  ].filter((part): part is string => Boolean(part));
}

/** The short facts under a task's title: client, échéance (Paris day), statut. */
export function taskDetails(task: TaskSearchResult): string[] {
  return [
    task.clientName,
    task.dueDate ? `Échéance ${dueFormat.format(new Date(task.dueDate))}` : 'Sans échéance',
    TASK_STATUS_LABELS[task.status],
  ].filter((part): part is string => Boolean(part));
}

/** A mission's line: its template and exercise (« Bilan et liasse — clôture 31/12/2025 »). */
export const missionTitle = (mission: MissionSearchResult) => `${mission.templateName} — clôture ${formatDateFr(mission.closingDate)}`;

/** The short facts under a mission's title: client, current stage, statut. */
export function missionDetails(mission: MissionSearchResult): string[] {
  return [mission.clientName, mission.stageName, MISSION_STATUS_LABELS[mission.status]];
}

/** What a screen reader hears once results arrive. */
export function resultsAnnouncement(count: number): string {
  if (count === 0) return 'Aucun résultat';
  return count === 1 ? '1 résultat' : `${count} résultats`;
}
