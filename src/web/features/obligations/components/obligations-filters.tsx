import { AlarmClock } from 'lucide-react';

import {
  OBLIGATION_KIND_LABELS,
  OBLIGATION_KINDS,
  OBLIGATION_STATUS_LABELS,
  OBLIGATION_STATUSES,
  type ObligationKind,
  type ObligationStatus,
} from '../../../../shared/obligations/kinds.ts';
import { ClientSearchBox } from '../../../entities/client/list/client-search-box.tsx';
import type { PortfolioSearch } from '../../../entities/client/list/lib/portfolio.ts';
import { PortfolioFilter } from '../../../entities/client/list/portfolio-filter.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';

const KIND_OPTIONS = OBLIGATION_KINDS.map((kind) => ({ value: kind, label: OBLIGATION_KIND_LABELS[kind] }));
const STATUS_OPTIONS = OBLIGATION_STATUSES.map((status) => ({ value: status, label: OBLIGATION_STATUS_LABELS[status] }));

type ObligationsFiltersProps = {
  search: string;
  onSearchChange: (text: string) => void;
  portfolio: PortfolioSearch;
  onPortfolioChange: (changes: PortfolioSearch) => void;
  kinds: readonly ObligationKind[];
  onKindsChange: (kinds: ObligationKind[]) => void;
  statuses: readonly ObligationStatus[];
  onStatusesChange: (statuses: ObligationStatus[]) => void;
  overdue: boolean;
  onOverdueToggle: () => void;
  /** « 12 échéances ». */
  summary: string;
};

/** Client search, portfolio (« Collaborateur », « Mes clients »), Type, Statut and « En retard ». */
export function ObligationsFilters(props: ObligationsFiltersProps) {
  return (
    <div role="search" aria-label="Filtrer les échéances" className="flex flex-wrap items-center gap-3">
      <ClientSearchBox value={props.search} onChange={props.onSearchChange} placeholder="Rechercher un client..." />
      <PortfolioFilter search={props.portfolio} onChange={props.onPortfolioChange} />
      <MultiSelect label="Type" options={KIND_OPTIONS} value={props.kinds} allLabel="Tous les types" onChange={props.onKindsChange} />
      <MultiSelect
        label="Statut"
        options={STATUS_OPTIONS}
        value={props.statuses}
        allLabel="Tous les statuts"
        onChange={props.onStatusesChange}
      />
      <Button variant={props.overdue ? 'primary' : 'secondary'} aria-pressed={props.overdue} onClick={props.onOverdueToggle}>
        <AlarmClock aria-hidden="true" />
        En retard
      </Button>
      <p role="status" className="ml-auto text-sm text-muted-foreground">
        {props.summary}
      </p>
    </div>
  );
}
