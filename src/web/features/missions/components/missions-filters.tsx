import { AlarmClock, Hourglass, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';

import type { UserOption } from '../../../../shared/users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ClearFiltersButton } from '../../../components/ui/clear-filters-button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ClientSearchBox } from '../../../entities/client/list/client-search-box.tsx';
import { NO_RESPONSIBLE } from '../../../../shared/missions/list-query.ts';

type MissionsFiltersProps = {
  users: readonly UserOption[];
  search: string;
  onSearchChange: (text: string) => void;
  /** The chosen collaborator (a user's id or NO_RESPONSIBLE), when « Mes clients » is off. */
  collaborator: string | undefined;
  onCollaboratorChange: (id: string | undefined) => void;
  mine: boolean;
  onMineToggle: () => void;
  late: boolean;
  onLateToggle: () => void;
  waiting: boolean;
  onWaitingToggle: () => void;
  /** Some filter is set: « Effacer les filtres » shows. */
  filtered: boolean;
  onClear: () => void;
  /** « 1 234 missions ». */
  summary: string;
};

/**
 * The board's and the table's filters: a client's name, the missions' responsible (a collaborator,
 * « Non assigné », or « Mes clients »: mine), « En retard », « En attente client ».
 */
export function MissionsFilters(props: MissionsFiltersProps) {
  return (
    <div role="search" aria-label="Filtrer les missions" className="flex flex-wrap items-center gap-3">
      <ClientSearchBox value={props.search} onChange={props.onSearchChange} placeholder="Rechercher un client..." />
      <Select
        aria-label="Filtrer par collaborateur"
        value={props.mine ? '' : (props.collaborator ?? '')}
        onChange={(event) => props.onCollaboratorChange(event.target.value || undefined)}
        className="w-56"
      >
        <option value="">Tous les collaborateurs</option>
        {props.users.map((user) => (
          <option key={user.id} value={user.id}>
            {user.fullName}
          </option>
        ))}
        <option value={NO_RESPONSIBLE}>Non assigné</option>
      </Select>
      <Toggle pressed={props.mine} onToggle={props.onMineToggle} icon={<UserRound aria-hidden="true" />} label="Mes clients" />
      <Toggle pressed={props.late} onToggle={props.onLateToggle} icon={<AlarmClock aria-hidden="true" />} label="En retard" />
      <Toggle pressed={props.waiting} onToggle={props.onWaitingToggle} icon={<Hourglass aria-hidden="true" />} label="En attente client" />
      {props.filtered ? <ClearFiltersButton onClear={props.onClear} /> : null}
      <p role="status" className="ml-auto text-sm text-muted-foreground">
        {props.summary}
      </p>
    </div>
  );
}

function Toggle({ pressed, onToggle, icon, label }: { pressed: boolean; onToggle: () => void; icon: ReactNode; label: string }) {
  return (
    <Button variant={pressed ? 'primary' : 'secondary'} aria-pressed={pressed} onClick={onToggle}>
      {icon}
      {label}
    </Button>
  );
}
