import { useEffect } from 'react';
import { Building2, ListTodo } from 'lucide-react';

import { cn } from '../../../lib/cn.ts';
import { clientDetails, taskDetails, type SearchOption } from '../lib/search-options.ts';

type SearchResultsListProps = {
  id: string;
  options: SearchOption[];
  activeKey: string | null;
  onActivate: (key: string) => void;
  onSelect: (option: SearchOption) => void;
};

/** The listbox of the global search, grouped Clients then Tâches; the input keeps the focus. */
export function SearchResultsList({ id, options, activeKey, onActivate, onSelect }: SearchResultsListProps) {
  useEffect(() => {
    if (!activeKey) return;
    document.getElementById(`${id}-${activeKey}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, activeKey]);

  const groups = [
    { kind: 'client', label: 'Clients', items: options.filter((o) => o.kind === 'client') },
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

function ResultOption({ id, option, active, onActivate, onSelect }: ResultOptionProps) {
  const Icon = option.kind === 'client' ? Building2 : ListTodo;
  const title = option.kind === 'client' ? option.client.raisonSociale : option.task.title;
  const details = option.kind === 'client' ? clientDetails(option.client) : taskDetails(option.task);
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
