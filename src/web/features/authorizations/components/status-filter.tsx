import {
  AUTHORIZATION_STATUS_LABELS,
  AUTHORIZATION_STATUSES,
  type AuthorizationStatus,
} from '../../../../shared/authorizations.ts';
import { Select } from '../../../components/ui/select.tsx';

type StatusFilterProps = {
  status: AuthorizationStatus | undefined;
  onChange: (status: AuthorizationStatus | undefined) => void;
};

/** The status dropdown of an authorisation tab: 'Tous les statuts', then the four statuses. */
export function StatusFilter({ status, onChange }: StatusFilterProps) {
  return (
    <Select
      aria-label="Filtrer par statut"
      className="w-52"
      value={status ?? ''}
      onChange={(event) => onChange(AUTHORIZATION_STATUSES.find((value) => value === event.target.value))}
    >
      <option value="">Tous les statuts</option>
      {AUTHORIZATION_STATUSES.map((value) => (
        <option key={value} value={value}>
          {AUTHORIZATION_STATUS_LABELS[value]}
        </option>
      ))}
    </Select>
  );
}
