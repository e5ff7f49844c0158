import { useEffect } from 'react';
import { BriefcaseBusiness, Building2, ListTodo } from 'lucide-react';

import { cn } from '../../../lib/cn.ts';
import { clientDetails, missionDetails, missionTitle, taskDetails, type SearchOption } from '../lib/search-options.ts';

type SearchResultsListProps = {
  id: string;
  options: SearchOption[];
  activeKey: string | null;
  onActivate: (key: string) => void;
  onSelect: (option: SearchOption) => void;
};

/** The listbox of the global search, grouped Clients, Missions then Tâches; the input keeps the focus. */
export function SearchResultsList({ id, options, activeKey, onActivate, onSelect }: SearchResultsListProps) {
  useEffect(() => {
    if (!activeKey) return;
    document.getElementById(`${id}-${activeKey}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, activeKey]);

  const groups = [
    { kind: 'client', label: 'Clients', items: options.filter((o) => o.kind === 'client') },
    { kind: 'mission', label: 'Missions', items: options.filter((o) => o.kind === 'mission') },
    { kind: 'task', label: 'Tâches', items: options.filter((o) => o.kind === 'task') },
  ].filter((group) => group.items.length > 0);

  return (
    <div id={id} role="listbox" aria-label="Résultats de la recherche" className="max-h-[min(70vh,32rem)] overflow-y-auto py-1">
      {groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
          <div id={`${id}-${group.kind}`} role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {group.label}
          </div>
          {group.items.map((option) => (
            <ResultOption
              key={option.key}
              id={`${id}-${option.key}`}
              option={option}
              active={option.key === activeKey}
              onActivate={onActivate}
              onSelect={onSelect}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

type ResultOptionProps = {
  id: string;
  option: SearchOption;
  active: boolean;
  onActivate: (key: string) => void;
  onSelect: (option: SearchOption) => void;
};

/** An option's icon, title and facts, by its kind. */
function describeOption(option: SearchOption) {
  switch (option.kind) {
    case 'client':
      return { Icon: Building2, title: option.client.raisonSociale, details: clientDetails(option.client) };
    case 'mission':
      return { Icon: BriefcaseBusiness, title: missionTitle(option.mission), details: missionDetails(option.mission) };
    case 'task':
      return { Icon: ListTodo, title: option.task.title, details: taskDetails(option.task) };
  }
}

function ResultOption({ id, option, active, onActivate, onSelect }: ResultOptionProps) {
  const { Icon, title, details } = describeOption(option);
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      className={cn('mx-1 flex cursor-pointer items-start gap-3 rounded px-2 py-1.5', active && 'bg-muted')}
      onMouseMove={() => {
        if (!active) onActivate(option.key);
      }}
      onClick={() => onSelect(option)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0">
        <div className="truncate text-sm font-medium text-foreground">{title}</div>
        <div className="truncate text-xs text-muted-foreground">{details.join(' · ')}</div>
      </div>
    </div>
  );
}
