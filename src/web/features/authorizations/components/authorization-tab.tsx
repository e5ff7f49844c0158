import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';

import {
  AUTHORIZATION_MESSAGES,
  AUTHORIZATION_STATUS_LABELS,
  AUTHORIZATION_STATUSES,
  type AuthorizationKind,
  type AuthorizationRow,
  type AuthorizationStatus,
} from '../../../../shared/authorizations.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { authorizationsQueryOptions } from '../api/get-authorizations.ts';
import {
  usePendingAuthorizationUpdates,
  useUpdateAuthorization,
  type UpdateAuthorizationInput,
} from '../api/update-authorization.ts';
import { AuthorizationTable } from './authorization-table.tsx';
import { AuthorizationToolbar } from './authorization-toolbar.tsx';
import { countByStatus, filterRows, nextSort, sortRows, type SortColumn } from '../../../components/client-list/lib/client-rows.ts';
import { resolveDateCommit, withoutRowText, withRowText, type DateEdits, type RowTexts } from '../lib/date-edits.ts';
import { formatCount } from '../../../components/client-list/lib/format-count.ts';
import { sortFromSearch, sortToSearch, type ListFilters, type SetListFilters } from '../../../components/client-list/lib/list-search.ts';
import { StatusTiles } from '../../../components/client-list/status-tiles.tsx';
import { useDebouncedUrlText } from '../../../lib/use-debounced-url-text.ts';

const NO_ROWS: readonly AuthorizationRow[] = [];
const statusOf = (row: AuthorizationRow) => row.status;

type AuthorizationTabProps = {
  kind: AuthorizationKind;
  /** The tab's name ('Impôts', 'EBICS'), for labels. */
  kindLabel: string;
  filters: ListFilters<AuthorizationStatus>;
  onFiltersChange: SetListFilters<AuthorizationStatus>;
};

/**
 * One authorisation kind: status tiles, search, status filter, and the clients with their status
 * and date. Mount it with key={kind}: a new tab starts with no pending date edit.
 */
export function AuthorizationTab({ kind, kindLabel, filters, onFiltersChange }: AuthorizationTabProps) {
  const query = useQuery(authorizationsQueryOptions(kind));
  const all = query.data?.rows ?? NO_ROWS;

  const writeSearch = useCallback(
    (value: string) => onFiltersChange({ recherche: value.trim() ? value : undefined }, true),
    [onFiltersChange],
  );
  const [search, setSearch] = useDebouncedUrlText(filters.recherche ?? '', writeSearch);
  const deferredSearch = useDeferredValue(search);
  const status = filters.statut;
  const sort = sortFromSearch(filters);

  const counts = useMemo(() => countByStatus(all, AUTHORIZATION_STATUSES, statusOf), [all]);
  const sorted = useMemo(
    () => sortRows(all, { column: sort.column, direction: sort.direction }),
    [all, sort.column, sort.direction],
  );
  const rows = useMemo(
    () => filterRows(sorted, { query: deferredSearch, keep: status ? (row) => row.status === status : undefined }),
    [sorted, deferredSearch, status],
  );

  const [edits, setEdits] = useState<DateEdits>({});
  const [messages, setMessages] = useState<RowTexts>({});
  const setMessage = (clientId: string, message: string | undefined) =>
    setMessages((current) => (message ? withRowText(current, clientId, message) : withoutRowText(current, clientId)));

  const update = useUpdateAuthorization(kind, {
    // SPEC §4: after an update, the pending date edit of that client is dropped.
    onSuccess: ({ clientId }: UpdateAuthorizationInput) => {
      setEdits((current) => withoutRowText(current, clientId));
      setMessage(clientId, undefined);
    },
    // A failed date keeps its typed text, so nothing typed is lost.
    onError: ({ clientId }: UpdateAuthorizationInput) => setMessage(clientId, AUTHORIZATION_MESSAGES.updateFailed),
  });
  const pending = usePendingAuthorizationUpdates(kind);

  const handlers = {
    onStatusChange: (row: AuthorizationRow, next: AuthorizationStatus) => {
      setMessage(row.clientId, undefined);
      update.mutate({ clientId: row.clientId, patch: { status: next } });
    },
    onDateChange: (row: AuthorizationRow, text: string) => {
      setEdits((current) => withRowText(current, row.clientId, text));
      setMessage(row.clientId, undefined);
    },
    onDateCommit: (row: AuthorizationRow) => {
      const text = edits[row.clientId];
      // A focused input being disabled may blur it: the save under way is not sent twice.
      if (text === undefined || pending.date.has(row.clientId)) return;
      const commit = resolveDateCommit(text, row.authorizationDate);
      if (commit.type === 'invalid') setMessage(row.clientId, commit.message);
      else if (commit.type === 'unchanged') setEdits((current) => withoutRowText(current, row.clientId));
      else update.mutate({ clientId: row.clientId, patch: { authorizationDate: commit.date } });
    },
    onDateCancel: (row: AuthorizationRow) => {
      setEdits((current) => withoutRowText(current, row.clientId));
      setMessage(row.clientId, undefined);
    },
  };

  const handleSort = (column: SortColumn) => onFiltersChange(sortToSearch(nextSort(sort, column)), false);
  const handleStatusFilter = (next: AuthorizationStatus | undefined) => onFiltersChange({ statut: next }, false);

  return (
    <>
      <StatusTiles
        label={`Statuts — ${kindLabel}`}
        statuses={AUTHORIZATION_STATUSES}
        labels={AUTHORIZATION_STATUS_LABELS}
        counts={counts}
        selected={status}
        onToggle={(tile) => handleStatusFilter(tile === status ? undefined : tile)}
      />
      <AuthorizationToolbar
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={handleStatusFilter}
        summary={query.data ? formatCount(rows.length, 'client', 'clients') : ''}
      />
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 p-6 text-sm text-muted-foreground">
          <Spinner /> Chargement des clients…
        </p>
      ) : query.isError && !query.data ? (
        <Alert>
          {errorMessage(query.error)}{' '}
          <Button variant="link" size="inline" onClick={() => void query.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : (
        <AuthorizationTable
          kind={kind}
          kindLabel={kindLabel}
          rows={rows}
          sort={sort}
          onSort={handleSort}
          edits={edits}
          messages={messages}
          pending={pending}
          {...handlers}
        />
      )}
    </>
  );
}
