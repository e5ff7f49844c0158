import { useCallback, useState } from 'react';
import { Search } from 'lucide-react';

import {
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  TASK_TYPES,
  TASK_TYPE_LABELS,
  type TaskType,
} from '../../../../shared/tasks.ts';
import type { TaskSort } from '../../../../shared/task-cursor.ts';
import { UNASSIGNED, type TaskFilter } from '../../../../shared/tasks/filter.ts';
import { ClearFiltersButton } from '../../../components/ui/clear-filters-button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { useUsers } from '../../../entities/user/users-query.ts';
import { useActiveClients } from '../../../entities/client/clients-query.ts';
import { useDebouncedUrlText } from '../../../lib/use-debounced-url-text.ts';
import { hasFormFilters } from '../hooks/use-tasks-view.ts';
import { FilterLabel, FilterSelect } from './filter-select.tsx';

type TasksFiltersProps = {
  /** The calendar takes the Collaborateur and client filters only. */
  calendar: boolean;
  value: TaskFilter;
  onChange: (changes: Partial<TaskFilter>) => void;
  onClear: () => void;
};

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const STATUS_OPTIONS = options(TASK_STATUSES, TASK_STATUS_LABELS);
const PRIORITY_OPTIONS = options(TASK_PRIORITIES, TASK_PRIORITY_LABELS);
const TYPE_OPTIONS = options(TASK_TYPES, TASK_TYPE_LABELS);
const SORT_OPTIONS: { value: TaskSort; label: string }[] = [
  { value: 'priority', label: 'Priorité' },
  { value: 'created', label: 'Création (récentes d’abord)' },
];

/** The list's filters and sort, each kept in the URL (a reload or a shared link shows the same list). */
export function TasksFilters({ calendar, value, onChange, onClear }: TasksFiltersProps) {
  const { userOptions, clientOptions, handleClientsWanted } = usePeopleOptions(value.client);
  // Here rather than in the search box: a pause in typing still reaches the URL after a switch to the calendar.
  const writeText = useCallback((text: string) => onChange({ q: text.trim() || undefined }), [onChange]);
  const [text, setText] = useDebouncedUrlText(value.q ?? '', writeText);
  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Filtres">
      {calendar ? null : <SearchFilter text={text} onTextChange={setText} />}
      {value.scope === 'all' ? (
        <FilterSelect
          label="Collaborateur"
          value={value.assignee ?? ''}
          allLabel="Tous"
          options={userOptions}
          onChange={(assignee) => onChange({ assignee })}
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
      {calendar ? null : <ListFilters value={value} onChange={onChange} />}
      {hasFormFilters(value) ? <ClearFiltersButton onClear={onClear} /> : null}
    </div>
  );
}

/** The Collaborateur and Client filters' options; the clients load only once the Client filter is wanted. */
function usePeopleOptions(client: string | undefined) {
  const users = useUsers();
  // The 10,000 clients (some 800 KB compressed) load when the Client filter is used or set, not on every visit.
  const [clientsWanted, setClientsWanted] = useState(false);
  const clients = useActiveClients({ enabled: clientsWanted || Boolean(client) });
  const handleClientsWanted = useCallback(() => setClientsWanted(true), []);
  const userOptions = [
    { value: UNASSIGNED, label: 'Non assignée' },
    ...(users.data ?? []).map((user) => ({ value: user.id, label: user.fullName })),
  ];
  const clientOptions = (clients.data ?? []).map((row) => ({ value: row.id, label: row.raisonSociale }));
  // A client from the URL that the list does not hold (not loaded yet, or no longer active) still shows as chosen.
  if (client && !clientOptions.some((option) => option.value === client)) {
    clientOptions.unshift({ value: client, label: clients.isPending ? 'Chargement…' : 'Client inactif' });
  }
  return { userOptions, clientOptions, handleClientsWanted };
}

type FilterProps = Pick<TasksFiltersProps, 'value' | 'onChange'>;

/** « Rechercher »: the title or client. */
function SearchFilter({ text, onTextChange }: { text: string; onTextChange: (text: string) => void }) {
  return (
    <FilterLabel text="Rechercher" className="grid w-64 gap-1 text-xs font-medium text-muted-foreground">
      <span className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" />
        <Input type="search" value={text} onChange={(event) => onTextChange(event.target.value)} placeholder="Titre ou client…" className="pl-8" />
      </span>
    </FilterLabel>
  );
}

/** The filters and sort the list has and the calendar does not. */
function ListFilters({ value, onChange }: FilterProps) {
  return (
    <>
      <FilterLabel text="Statut">
        <MultiSelect
          label="Statut"
          value={value.status ?? []}
          allLabel="Tous"
          options={STATUS_OPTIONS}
          onChange={(status) => onChange({ status: status.length ? status : undefined })}
        />
      </FilterLabel>
      <FilterLabel text="Priorité">
        <MultiSelect
          label="Priorité"
          value={value.priority ?? []}
          allLabel="Toutes"
          options={PRIORITY_OPTIONS}
          onChange={(priority) => onChange({ priority: priority.length ? priority : undefined })}
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
        <Input type="date" value={value.due_from ?? ''} onChange={(event) => onChange({ due_from: event.target.value || undefined })} />
      </FilterLabel>
      <FilterLabel text="Échéance au">
        <Input type="date" value={value.due_to ?? ''} onChange={(event) => onChange({ due_to: event.target.value || undefined })} />
      </FilterLabel>
      <label className="inline-flex h-10 cursor-pointer items-center gap-2 text-sm text-foreground">
        <input
          type="checkbox"
          checked={value.overdue}
          onChange={(event) => onChange({ overdue: event.target.checked })}
          className="size-4 cursor-pointer accent-primary"
        />
        En retard
      </label>
      <FilterSelect
        label="Trier par"
        value={value.sort === 'due' ? '' : value.sort}
        allLabel="Échéance"
        options={SORT_OPTIONS}
        onChange={(sort) => onChange({ sort: (sort as TaskSort | undefined) ?? 'due' })}
      />
    </>
  );
}
