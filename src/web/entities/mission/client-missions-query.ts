import { queryOptions, useQuery } from '@tanstack/react-query';

import { formatDateFr } from '../../../shared/dates.ts';
import type { MissionRow } from '../../../shared/missions/api.ts';
import { MISSION_STATUS_LABELS, isOpenMission } from '../../../shared/missions/statuses.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { useMissionTemplates } from './mission-templates-query.ts';

// One client's missions, for what picks one of them (the task form's « Mission »). Under the
// Production lists' root, so a write from the mission sheet makes them stale too.

/** Every client's missions list; the missions feature names it in its staleOn (a colleague's change). */
export const clientMissionsRootKey = ['missions', 'client'] as const;

export const clientMissionsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: [...clientMissionsRootKey, clientId] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ missions: MissionRow[] }>(`/api/missions?clientId=${encodeURIComponent(clientId)}`, { signal }).then((body) => body.missions),
    staleTime: 30_000,
  });

export type MissionOption = { id: string; label: string };

/**
 * The client's missions as options, newest exercise first: « Bilan et liasse · exercice clos le
 * 31/12/2025 », with the status when the mission is no longer open. None without a client.
 */
export function useClientMissionOptions(clientId: string): { options: MissionOption[]; isPending: boolean } {
  const missions = useQuery({ ...clientMissionsQueryOptions(clientId), enabled: clientId !== '' });
  const templates = useMissionTemplates();
  if (clientId === '') return { options: [], isPending: false };
  const names = new Map((templates.data ?? []).map((template) => [template.id, template.name]));
  const options = [...(missions.data ?? [])]
    .sort((a, b) => b.closingDate.localeCompare(a.closingDate))
    .map((mission) => ({
      id: mission.id,
      label: [
        `${names.get(mission.templateId) ?? 'Mission'} · exercice clos le ${formatDateFr(mission.closingDate)}`,
        isOpenMission(mission.status) ? null : MISSION_STATUS_LABELS[mission.status].toLowerCase(),
      ]
        .filter(Boolean)
        .join(' · '),
    }));
  return { options, isPending: missions.isPending };
}
