import { OTHER_PLATFORM, OTHER_PLATFORM_LABEL, PLATFORMS } from '../../../../shared/e-invoicing/platforms.ts';
import {
  COMPANY_CATEGORIES,
  COMPANY_CATEGORY_LABELS,
  COMPANY_CATEGORY_UNSET_LABEL,
  READINESS_STATUS_LABELS,
  READINESS_STATUSES,
  type ReadinessStatus,
} from '../../../../shared/e-invoicing/statuses.ts';
import { FilterSelect, type FilterOption } from '../../../components/filter-select.tsx';
import { optionsOf } from '../../../components/selection/bulk-choice-dialog.tsx';
import { NO_CATEGORY, NO_PLATFORM, type CategoryFilter, type EInvoicingFilters } from '../lib/filters.ts';

const STATUS_OPTIONS = optionsOf(READINESS_STATUSES, READINESS_STATUS_LABELS);
const CATEGORY_OPTIONS: FilterOption<CategoryFilter>[] = [
  ...optionsOf(COMPANY_CATEGORIES, COMPANY_CATEGORY_LABELS),
  { value: NO_CATEGORY, label: COMPANY_CATEGORY_UNSET_LABEL },
];
const PLATFORM_OPTIONS: FilterOption<string>[] = [
  ...PLATFORMS.map((platform) => ({ value: platform.id, label: platform.name })),
  { value: OTHER_PLATFORM, label: OTHER_PLATFORM_LABEL },
  { value: NO_PLATFORM, label: 'Aucune' },
];

type EInvoicingFiltersProps = {
  status: ReadinessStatus | undefined;
  onStatusChange: (status: ReadinessStatus | undefined) => void;
  filters: EInvoicingFilters;
  onFiltersChange: (changes: EInvoicingFilters) => void;
};

/** The tab's status (as its tiles), then the category and the platform, kept across tabs. */
export function EInvoicingFilterSelects({ status, onStatusChange, filters, onFiltersChange }: EInvoicingFiltersProps) {
  return (
    <>
      <FilterSelect label="Filtrer par statut" allLabel="Tous les statuts" options={STATUS_OPTIONS} value={status} onChange={onStatusChange} className="w-44" />
      <FilterSelect
        label="Filtrer par catégorie"
        allLabel="Toutes les catégories"
        options={CATEGORY_OPTIONS}
        value={filters.categorie}
        onChange={(categorie) => onFiltersChange({ categorie })}
        className="w-48"
      />
      <FilterSelect
        label="Filtrer par plateforme"
        allLabel="Toutes les plateformes"
        options={PLATFORM_OPTIONS}
        value={filters.plateforme}
        onChange={(plateforme) => onFiltersChange({ plateforme })}
        className="w-52"
      />
    </>
  );
}
