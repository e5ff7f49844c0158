import {
  AUTHORIZATION_STATUS_LABELS,
  AUTHORIZATION_STATUSES,
  type AuthorizationStatus,
} from '../../../../shared/authorizations.ts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { optionsOf } from '../../../components/selection/bulk-choice-dialog.tsx';

type StatusFilterProps = {
  status: AuthorizationStatus | undefined;
  onChange: (status: AuthorizationStatus | undefined) => void;
};

const OPTIONS = optionsOf(AUTHORIZATION_STATUSES, AUTHORIZATION_STATUS_LABELS);

/** The status dropdown of an authorisation tab: 'Tous les statuts', then the four statuses. */
export function StatusFilter({ status, onChange }: StatusFilterProps) {
  return <FilterSelect label="Filtrer par statut" allLabel="Tous les statuts" options={OPTIONS} value={status} onChange={onChange} />;
}
