import { useCallback, useMemo, useRef, useState } from 'react';
import { Plus } from 'lucide-react';

import type { ClientRow } from '../../../shared/clients.ts';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useRowSelection } from '../../components/selection/use-row-selection.ts';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useUsers } from '../../entities/user/users-query.ts';
import { useSoftware } from '../../entities/software/software-query.ts';
import { bulkUpdateClients } from './api/bulk-clients.ts';
import { useCreateClient } from './api/create-client.ts';
import { useClients } from '../../entities/client/clients-query.ts';
import { ClientBulkActions } from './components/client-bulk-actions.tsx';
import { ClientsGrid, type ClientsGridHandle } from './components/clients-grid.tsx';
import { ClientsToolbar } from './components/clients-toolbar.tsx';
import { ColumnsMenu } from './components/columns-menu.tsx';
import { DeleteClientDialog } from './components/delete-client-dialog.tsx';
import { ImportDialog } from './components/import-dialog.tsx';
import { PastePreviewDialog } from './components/paste-preview-dialog.tsx';
import { ClientSheet } from './components/sheet/client-sheet.tsx';
import { useClientBulkWrite } from './hooks/use-client-bulk-write.ts';
import { useClientsView } from './hooks/use-clients-view.ts';
import { buildLookups } from './lib/client-lookups.ts';
import { buildClientsCsv } from './lib/export-rows.ts';
import { CLIENT_MESSAGES } from './lib/messages.ts';
import type { PastePlan } from './lib/paste-block.ts';

const numberFormat = new Intl.NumberFormat('fr-FR');
const NO_USERS = [] as const;
const NO_SOFTWARE = [] as const;

export function ClientsPage() {
  const clientsQuery = useClients();
  const users = useUsers().data ?? NO_USERS;
  const softwareData = useSoftware().data;
  const software = useMemo(
    () => (softwareData ? [...softwareData].sort((a, b) => a.displayOrder - b.displayOrder) : NO_SOFTWARE),
    [softwareData],
  );
  const lookups = useMemo(() => buildLookups(users, software), [users, software]);
  const view = useClientsView(clientsQuery.data?.clients, lookups);

  const rowIds = useMemo(() => view.rows.map((row) => row.id), [view.rows]);
  const selection = useRowSelection({
    ids: rowIds,
    resetKey: JSON.stringify([view.query.trim(), view.collaboratorId, view.classification]),
  });

  const [pastePlan, setPastePlan] = useState<PastePlan | null>(null);
  const pasteWrite = useClientBulkWrite(view.rows);
  const handlePasteConfirm = () => {
    if (!pastePlan) return;
    const rows = pastePlan.rows;
    pasteWrite.run(() => bulkUpdateClients({ rows }), () => setPastePlan(null));
  };

  const gridRef = useRef<ClientsGridHandle>(null);
  const createClient = useCreateClient();
  const [toDelete, setToDelete] = useState<ClientRow | null>(null);
  const handleDeleteRequest = useCallback((row: ClientRow) => setToDelete(row), []);
  const { openSheet } = view;
  const handleOpenSheet = useCallback((row: ClientRow) => openSheet(row.id), [openSheet]);

  function handleAdd() {
    createClient.mutate(undefined, {
      onSuccess: (created) => {
        view.pin(created.id);
        gridRef.current?.editCell(created.id, 'raisonSociale');
      },
      onError: () => toast.error(CLIENT_MESSAGES.addFailed),
    });
  }

  const counter = `${numberFormat.format(view.rows.length)} client(s) au total`;

  return (
    <div className="flex h-full min-h-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageHeading />
          <p className="text-sm text-muted-foreground" data-testid="clients-counter">
            {counter}
            {view.isFiltered ? ` (filtrés parmi ${numberFormat.format(view.total)})` : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportCsvButton name="clients" disabled={!clientsQuery.data} onBuild={() => buildClientsCsv(view.rows, lookups)} />
          <ImportDialog />
          <Button onClick={handleAdd} pending={createClient.isPending} disabled={!clientsQuery.data}>
            {createClient.isPending ? null : <Plus aria-hidden="true" />}
            Ajouter un client
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-start justify-between gap-3">
        <ClientsToolbar
          query={view.query}
          onQueryChange={view.setQuery}
          collaboratorId={view.collaboratorId}
          onCollaboratorChange={view.setCollaborator}
          classification={view.classification}
          onClassificationChange={view.setClassification}
          users={users}
          isFiltered={view.isFiltered}
          onReset={view.resetFilters}
        />
        <ColumnsMenu value={view.shownColumns} onChange={view.setShownColumns} />
      </div>

      <ClientBulkActions selection={selection} rows={view.rows} users={users} software={software} />

      {clientsQuery.isPending ? (
        <FullPageSpinner />
      ) : clientsQuery.isError ? (
        <RetryAlert onRetry={() => void clientsQuery.refetch()}>{CLIENT_MESSAGES.loadFailed}</RetryAlert>
      ) : (
        <ClientsGrid
          ref={gridRef}
          rows={view.rows}
          sort={view.sort}
          onSortChange={view.setSort}
          lookups={lookups}
          users={users}
          software={software}
          onDeleteRequest={handleDeleteRequest}
          onOpenSheet={handleOpenSheet}
          shownColumns={view.shownColumns}
          selection={selection}
          onPastePlan={setPastePlan}
        />
      )}

      <PastePreviewDialog
        plan={pastePlan}
        pending={pasteWrite.pending}
        onConfirm={handlePasteConfirm}
        onClose={() => setPastePlan(null)}
      />

      <DeleteClientDialog
        client={toDelete}
        onClose={() => setToDelete(null)}
        onFocusReturn={() => gridRef.current?.focusActiveCell()}
      />

      <ClientSheet
        clientId={view.sheetClientId}
        lookups={lookups}
        onClose={view.closeSheet}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          gridRef.current?.focusActiveCell();
        }}
      />
    </div>
  );
}
