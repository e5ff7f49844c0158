import {
  AUTHORIZATION_MESSAGES,
  AUTHORIZATION_STATUS_LABELS,
  AUTHORIZATION_STATUSES,
  type AuthorizationKind,
  type AuthorizationRow,
  type AuthorizationStatus,
} from '../../../../shared/authorizations.ts';
import { ClientList } from '../../../entities/client/list/client-list.tsx';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import type { ListTabProps } from '../../../entities/client/list/client-list-state.ts';
import { useDateEdits } from '../../../entities/client/list/use-date-edits.ts';
import { useListSelection } from '../../../entities/client/list/use-list-selection.ts';
import { usePagedClientList } from '../../../entities/client/list/use-paged-client-list.ts';
import { authorizationPagesPrefix, authorizationsPath } from '../api/get-authorizations.ts';
import {
  usePendingAuthorizationUpdates,
  useUpdateAuthorization,
  type UpdateAuthorizationInput,
} from '../api/update-authorization.ts';
import { AUTHORIZATION_EXPORT_NAMES, buildAuthorizationsCsv } from '../lib/export-rows.ts';
import { AuthorizationBulkActions } from './authorization-bulk-actions.tsx';
import { AuthorizationTable } from './authorization-table.tsx';
import { StatusFilter } from './status-filter.tsx';

const NO_OWN_PARAMS = {};

/**
 * One authorisation kind: status tiles, search, portfolio and status filters, and the clients
 * with their status and date, paged on the server (decision 0009), which filters, counts and
 * sorts them. Mount it with key={kind}: a new tab starts with no pending date edit.
 */
export function AuthorizationTab({ view, ...tab }: ListTabProps<AuthorizationKind, AuthorizationStatus>) {
  const { kind, kindLabel } = tab;
  const list = usePagedClientList<AuthorizationRow, AuthorizationStatus>({
    view,
    statuses: AUTHORIZATION_STATUSES,
    path: authorizationsPath(kind),
    prefix: authorizationPagesPrefix(kind),
    own: NO_OWN_PARAMS,
  });
  const selection = useListSelection(list);

  const dates = useDateEdits();
  const update = useUpdateAuthorization(kind, {
    // SPEC §4: after an update, the pending date edit of that client is dropped.
    onSuccess: ({ clientId }: UpdateAuthorizationInput) => dates.reset(clientId),
    // A failed date keeps its typed text, so nothing typed is lost.
    onError: ({ clientId }: UpdateAuthorizationInput) => dates.setMessage(clientId, AUTHORIZATION_MESSAGES.updateFailed),
  });
  const pending = usePendingAuthorizationUpdates(kind);

  const handlers = {
    onStatusChange: (row: AuthorizationRow, next: AuthorizationStatus) => {
      dates.setMessage(row.clientId, undefined);
      update.mutate({ clientId: row.clientId, patch: { status: next } });
    },
    onDateChange: (row: AuthorizationRow, text: string) => dates.change(row.clientId, text),
    onDateCommit: (row: AuthorizationRow) => {
      // A focused input being disabled may blur it: the save under way is not sent twice.
      if (pending.date.has(row.clientId)) return;
      dates.commit(row.clientId, row.authorizationDate, (authorizationDate) =>
        update.mutate({ clientId: row.clientId, patch: { authorizationDate } }),
      );
    },
    onDateCancel: (row: AuthorizationRow) => dates.reset(row.clientId),
  };

  return (
    <ClientList
      list={list}
      loadingText="Chargement des clients…"
      tiles={{ label: `Statuts — ${kindLabel}`, statuses: AUTHORIZATION_STATUSES, labels: AUTHORIZATION_STATUS_LABELS }}
      filters={<StatusFilter status={list.status} onChange={list.handleStatus} />}
      selectionBar={<AuthorizationBulkActions kind={kind} selection={selection} rows={list.rows} />}
      actions={
        <ExportCsvButton
          name={AUTHORIZATION_EXPORT_NAMES[kind]}
          disabled={list.query.data === undefined}
          onBuild={async () => buildAuthorizationsCsv(await list.paged.fetchRows())}
        />
      }
    >
      <AuthorizationTable
        {...tab}
        list={list}
        selection={selection}
        dates={dates}
        pending={pending}
        {...handlers}
      />
    </ClientList>
  );
}
