import { useCallback, useState } from 'react';
import { Search, X } from 'lucide-react';

import {
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  TASK_TYPES,
  TASK_TYPE_LABELS,
  type TaskType,
} from '../../../../shared/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { useUsers } from '../../../entities/user/users-query.ts';
import { useActiveClients } from '../../../entities/client/clients-query.ts';
import { useDebouncedUrlText } from '../../../lib/use-debounced-url-text.ts';
import type { TaskFilterSearch } from '../hooks/use-tasks-view.ts';
import type { TaskScope } from '../lib/task-list.ts';
import { prioritiesOf, statusesOf, URL_UNASSIGNED, type UrlSort } from '../tasks-search.ts';
import { FilterLabel, FilterSelect } from './filter-select.tsx';

type TasksFiltersProps = {
  scope: TaskScope;
  /** The calendar takes the Collaborateur and client filters only. */
  calendar: boolean;
  value: TaskFilterSearch;
  onChange: (changes: TaskFilterSearch) => void;
  onClear: () => void;
};

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const STATUS_OPTIONS = options(TASK_STATUSES, TASK_STATUS_LABELS);
const PRIORITY_OPTIONS = options(TASK_PRIORITIES, TASK_PRIORITY_LABELS);
const TYPE_OPTIONS = options(TASK_TYPES, TASK_TYPE_LABELS);
const SORT_OPTIONS: { value: UrlSort; label: string }[] = [
  { value: 'priorite', label: 'Priorité' },
  { value: 'creation', label: 'Création (récentes d’abord)' },
];

/** The list's filters and sort, each kept in the URL (a reload or a shared link shows the same list). */
export function TasksFilters({ scope, calendar, value, onChange, onClear }: TasksFiltersProps) {
  const users = useUsers();
  // The 10,000 clients (some 800 KB compressed) load when the Client filter is used or set, not on every visit.
  const [clientsWanted, setClientsWanted] = useState(false);
  const clients = useActiveClients({ enabled: clientsWanted || Boolean(value.client) });
  const handleClientsWanted = useCallback(() => setClientsWanted(true), []);
  const writeText = useCallback((text: string) => onChange({ recherche: text.trim() || undefined }), [onChange]);
  const [text, setText] = useDebouncedUrlText(value.recherche ?? '', writeText);
  const userOptions = [
    { value: URL_UNASSIGNED, label: 'Non assignée' },
    ...(users.data ?? []).map((user) => ({ value: user.id, label: user.fullName })),
  ];
  const clientOptions = (clients.data ?? []).map((client) => ({ value: client.id, label: client.raisonSociale }));
  // A client from the URL that the list does not hold (not loaded yet, or no longer active) still shows as chosen.
  if (value.client && !clientOptions.some((option) => option.value === value.client)) {
    clientOptions.unshift({ value: value.client, label: clients.isPending ? 'Chargement…' : 'Client inactif' });
  }
  const filtered = Object.values(value).some((item) => item !== undefined);

  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Filtres">
      {calendar ? null : (
        <FilterLabel text="Rechercher" className="grid w-64 gap-1 text-xs font-medium text-muted-foreground">
          <span className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" />
            <Input type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Titre ou client…" className="pl-8" />
          </span>
        </FilterLabel>
      )}
      {scope === 'all' ? (
        <FilterSelect
          label="Collaborateur"
          value={value.collaborateur ?? ''}
          allLabel="Tous"
          options={userOptions}
          onChange={(collaborateur) => onChange({ collaborateur })}
        />
      ) : null}
      <FilterSelect
        label="Client"
        value={value.client ?? ''}
        allLabel="Tous les clients"
        options={clientOptions}
        onChange={(client) => onChange({ client })}
        onWanted={handleClientsWanted}
        className="grid max-w-56 gap-1 text-xs font-medium text-muted-foreground"
      />
      {calendar ? null : (
        <>
          <FilterLabel text="Statut">
            <MultiSelect
              label="Statut"
              value={statusesOf(value.statut) ?? []}
              allLabel="Tous"
              options={STATUS_OPTIONS}
              onChange={(statuses) => onChange({ statut: statuses.join(',') || undefined })}
            />
          </FilterLabel>
          <FilterLabel text="Priorité">
            <MultiSelect
              label="Priorité"
              value={prioritiesOf(value.priorite) ?? []}
              allLabel="Toutes"
              options={PRIORITY_OPTIONS}
              onChange={(priorities) => onChange({ priorite: priorities.join(',') || undefined })}
            />
          </FilterLabel>
          <FilterSelect
            label="Type"
            value={value.type ?? ''}
            allLabel="Tous"
            options={TYPE_OPTIONS}
            onChange={(type) => onChange({ type: type as TaskType | undefined })}
          />
          <FilterLabel text="Échéance du">
            <Input type="date" value={value.du ?? ''} onChange={(event) => onChange({ du: event.target.value || undefined })} />
          </FilterLabel>
          <FilterLabel text="Échéance au">
            <Input type="date" value={value.au ?? ''} onChange={(event) => onChange({ au: event.target.value || undefined })} />
          </FilterLabel>
          <label className="inline-flex h-10 cursor-pointer items-center gap-2 text-sm text-foreground">
            <input
              type="checkbox"
              checked={value.retard === 1}
              onChange={(event) => onChange({ retard: event.target.checked ? 1 : undefined })}
              className="size-4 cursor-pointer accent-primary"
            />
            En retard
          </label>
          <FilterSelect
            label="Trier par"
            value={value.tri ?? ''}
            allLabel="Échéance"
            options={SORT_OPTIONS}
            onChange={(tri) => onChange({ tri: tri as UrlSort | undefined })}
          />
        </>
      )}
      {filtered ? (
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden="true" />
          Effacer les filtres
        </Button>
      ) : null}
    </div>
  );
}
