import { Search } from 'lucide-react';

import { CLASSIFICATIONS, type Classification } from '../../../../shared/clients.ts';
import type { UserOption } from '../../../../shared/users.ts';
import { CollaboratorSelect } from '../../../entities/client/list/collaborator-select.tsx';
import { ClearFiltersButton } from '../../../components/ui/clear-filters-button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';

type ClientsToolbarProps = {
  query: string;
  onQueryChange: (query: string) => void;
  collaboratorId: string | undefined;
  onCollaboratorChange: (id: string | undefined) => void;
  classification: Classification | undefined;
  onClassificationChange: (value: Classification | undefined) => void;
  users: readonly UserOption[];
  isFiltered: boolean;
  onReset: () => void;
};

const isClassification = (value: string): value is Classification =>
  (CLASSIFICATIONS as readonly string[]).includes(value);

export function ClientsToolbar({
  query,
  onQueryChange,
  collaboratorId,
  onCollaboratorChange,
  classification,
  onClassificationChange,
  users,
  isFiltered,
  onReset,
}: ClientsToolbarProps) {
  return (
    <div role="search" aria-label="Filtrer les clients" className="flex flex-wrap items-center gap-3">
      <div className="relative w-full max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Rechercher un client"
          placeholder="Rechercher par nom, SIRET ou numéro client..."
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <CollaboratorSelect users={users} value={collaboratorId} onChange={onCollaboratorChange} />
      <Select
        aria-label="Filtrer par classification"
        value={classification ?? ''}
        onChange={(event) => onClassificationChange(isClassification(event.target.value) ? event.target.value : undefined)}
        className="w-56"
      >
        <option value="">Toutes les classifications</option>
        {CLASSIFICATIONS.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </Select>
      {isFiltered ? <ClearFiltersButton onClear={onReset} /> : null}
    </div>
  );
}
