import {
  AUTHORIZATION_STATUS_LABELS,
  AUTHORIZATION_STATUSES,
  type AuthorizationStatus,
} from '../../../../shared/authorizations.ts';
import { Select } from '../../../components/ui/select.tsx';
import { ClientSearchBox } from '../../../components/client-list/client-search-box.tsx';

type AuthorizationToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  status: AuthorizationStatus | undefined;
  onStatusChange: (status: AuthorizationStatus | undefined) => void;
  /** 'N client(s)' shown, as filtered. */
  summary: string;
};

export function AuthorizationToolbar({
  search,
  onSearchChange,
  status,
  onStatusChange,
  summary,
}: AuthorizationToolbarProps) {
  return (
    <div role="search" aria-label="Filtrer les clients" className="flex flex-wrap items-center gap-3">
      <ClientSearchBox value={search} onChange={onSearchChange} />
      <Select
        aria-label="Filtrer par statut"
        className="w-52"
        value={status ?? ''}
        onChange={(event) => onStatusChange(AUTHORIZATION_STATUSES.find((value) => value === event.target.value))}
      >
        <option value="">Tous les statuts</option>
        {AUTHORIZATION_STATUSES.map((value) => (
          <option key={value} value={value}>
            {AUTHORIZATION_STATUS_LABELS[value]}
          </option>
        ))}
      </Select>
      <p role="status" className="ml-auto text-sm text-muted-foreground">
        {summary}
      </p>
    </div>
  );
}
