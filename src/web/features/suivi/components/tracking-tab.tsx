import { useCallback, useDeferredValue, useMemo, useState } from 'react';

import { AUTHORIZATION_MESSAGES } from '../../../../shared/authorizations.ts';
import {
  TRACKING_STATUS_LABELS,
  TRACKING_STATUSES,
  type TrackingKind,
  type TrackingRow,
  type TrackingStatus,
} from '../../../../shared/tracking.ts';
import { ClientSearchBox } from '../../../components/client-list/client-search-box.tsx';
import { filterRows, nextSort, sortRows, type SortColumn } from '../../../components/client-list/lib/client-rows.ts';
import { formatCount } from '../../../components/client-list/lib/format-count.ts';
import {
  sortFromSearch,
  sortToSearch,
  type ListFilters,
  type SetListFilters,
} from '../../../components/client-list/lib/list-search.ts';
import { StatusTiles } from '../../../components/client-list/status-tiles.tsx';
import { useDebouncedUrlText } from '../../../lib/use-debounced-url-text.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useTracking } from '../api/get-tracking.ts';
import { usePendingTrackingUpdates, useUpdateTracking } from '../api/update-tracking.ts';
import { countLatestYear, statusForYear } from '../lib/tracking-rows.ts';
import { AddYearDialog } from './add-year-dialog.tsx';
import { DeleteYearDialog } from './delete-year-dialog.tsx';
import { TrackingTable } from './tracking-table.tsx';

const NO_ROWS: readonly TrackingRow[] = [];
const NO_YEARS: readonly number[] = [];

type TrackingTabProps = {
  kind: TrackingKind;
  kindLabel: string;
  filters: ListFilters<TrackingStatus>;
  onFiltersChange: SetListFilters<TrackingStatus>;
};

/** One yearly follow-up (CFE or 3 EN 1). Mount it with key={kind}. */
export function TrackingTab({ kind, kindLabel, filters, onFiltersChange }: TrackingTabProps) {
  const query = useTracking(kind);
  const all = query.data?.rows ?? NO_ROWS;
  const years = query.data?.years ?? NO_YEARS;
  const latestYear = years[0];

  const writeSearch = useCallback(
    (value: string) => onFiltersChange({ recherche: value.trim() ? value : undefined }, true),
    [onFiltersChange],
  );
  const [search, setSearch] = useDebouncedUrlText(filters.recherche ?? '', writeSearch);
  const deferredSearch = useDeferredValue(search);
  const status = filters.statut;
  const sort = sortFromSearch(filters);

  const counts = useMemo(() => countLatestYear(all, latestYear), [all, latestYear]);
  const sorted = useMemo(
    () => sortRows(all, { column: sort.column, direction: sort.direction }),
    [all, sort.column, sort.direction],
  );
  const rows = useMemo(() => {
    const keep =
      status && latestYear !== undefined ? (row: TrackingRow) => statusForYear(row, latestYear) === status : undefined;
    return filterRows(sorted, { query: deferredSearch, keep });
  }, [sorted, deferredSearch, status, latestYear]);

  const update = useUpdateTracking(kind, {
    onError: ({ clientId, year }) => {
      const name = all.find((row) => row.clientId === clientId)?.raisonSociale;
      toast.error(AUTHORIZATION_MESSAGES.updateFailed, name ? `${name} — ${kindLabel} ${year}` : undefined);
    },
  });
  const pending = usePendingTrackingUpdates(kind);
  const [yearToDelete, setYearToDelete] = useState<number | null>(null);

  const handleStatusFilter = (next: TrackingStatus) =>
    onFiltersChange({ statut: next === status ? undefined : next }, false);
  const handleSort = (column: SortColumn) => onFiltersChange(sortToSearch(nextSort(sort, column)), false);

  return (
    <>
      {latestYear !== undefined ? (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">Année {latestYear}</p>
          <StatusTiles
            label={`Statuts ${kindLabel} ${latestYear}`}
            statuses={TRACKING_STATUSES}
            labels={TRACKING_STATUS_LABELS}
            counts={counts}
            selected={status}
            onToggle={handleStatusFilter}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <ClientSearchBox value={search} onChange={setSearch} />
        <p role="status" className="text-sm text-muted-foreground">
          {query.data ? formatCount(rows.length, 'client', 'clients') : ''}
        </p>
        <div className="ml-auto">
          <AddYearDialog kind={kind} kindLabel={kindLabel} years={years} />
        </div>
      </div>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 p-6 text-sm text-muted-foreground">
          <Spinner /> Chargement du suivi…
        </p>
      ) : query.isError && !query.data ? (
        <Alert>
          {errorMessage(query.error)}{' '}
          <Button variant="link" size="inline" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : (
        <TrackingTable
          kind={kind}
          kindLabel={kindLabel}
          years={years}
          rows={rows}
          sort={sort}
          onSort={handleSort}
          pending={pending}
          onStatusChange={(row, year, next) => update.mutate({ clientId: row.clientId, year, status: next })}
          onDeleteYear={setYearToDelete}
        />
      )}
      <DeleteYearDialog kind={kind} kindLabel={kindLabel} year={yearToDelete} onClose={() => setYearToDelete(null)} />
    </>
  );
}
