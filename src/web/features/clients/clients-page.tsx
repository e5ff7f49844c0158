import { useCallback, useRef, useState } from 'react';
import { Plus } from 'lucide-react';

import type { ClientRow } from '../../../shared/clients.ts';
import type { UserOption } from '../../../shared/users.ts';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { fetchAllClients } from './api/get-client-pages.ts';
import { ClientBulkActions } from './components/client-bulk-actions.tsx';
import { ClientsGrid, type ClientsGridHandle } from './components/clients-grid.tsx';
import { ClientsToolbar } from './components/clients-toolbar.tsx';
import { ColumnsMenu } from './components/columns-menu.tsx';
import { DeleteClientDialog } from './components/delete-client-dialog.tsx';
import { ImportDialog } from './components/import-dialog.tsx';
import { PastePreviewDialog } from './components/paste-preview-dialog.tsx';
import { ClientSheet } from './components/sheet/client-sheet.tsx';
import { useAddClient, useClientsReferenceData, usePastePreview } from './hooks/use-clients-page.ts';
import { useClientsList } from './hooks/use-clients-list.ts';
import { useClientsView, type ClientsView } from './hooks/use-clients-view.ts';
import { exportClientsCsv } from './lib/export-rows.ts';
import { CLIENT_MESSAGES } from './lib/messages.ts';

const numberFormat = new Intl.NumberFormat('fr-FR');

/**
 * Clients: the firm's clients as a spreadsheet. Search, filters and sort are the server's, which
 * sends the grid its rows in pages (decision 0009); edits, paste and bulk actions work on the rows
 * loaded, « Tout sélectionner » and the export on every client the filters show.
 */
export function ClientsPage() {
  const { users, software, lookups } = useClientsReferenceData();
  const view = useClientsView();
  const { query: clientsQuery, loaded, rows, total, firmTotal, handleNearEnd, selection } = useClientsList(view);
  const paste = usePastePreview(rows);
  const gridRef = useRef<ClientsGridHandle>(null);
  const add = useAddClient(view.pin, gridRef);
  const [toDelete, setToDelete] = useState<ClientRow | null>(null);
  const handleDeleteRequest = useCallback((row: ClientRow) => setToDelete(row), []);
  const { openSheet } = view;
  const handleOpenSheet = useCallback((row: ClientRow) => openSheet(row.id), [openSheet]);

  return (
    <div className="flex h-full min-h-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ClientsHeading shown={loaded ? total : null} total={firmTotal} />
        <div className="flex flex-wrap gap-2">
          {/* The grid holds the pages scrolled so far: the file asks for every client the filters show. */}
          <ExportCsvButton name="clients" disabled={!loaded} onBuild={async () => exportClientsCsv(await fetchAllClients(view.params), lookups)} />
          <ImportDialog />
          <Button onClick={add.handleAdd} pending={add.pending} disabled={!loaded}>
            {add.pending ? null : <Plus aria-hidden="true" />}
            Ajouter un client
          </Button>
        </div>
      </div>

      <ClientsFilterBar view={view} users={users} />

      <ClientBulkActions selection={selection} rows={rows} users={users} software={software} />

      {clientsQuery.isPending ? (
        <FullPageSpinner />
      ) : clientsQuery.isError && clientsQuery.data === undefined ? (
        <RetryAlert onRetry={() => void clientsQuery.refetch()}>{CLIENT_MESSAGES.loadFailed}</RetryAlert>
      ) : (
        <ClientsGrid
          ref={gridRef}
          rows={rows}
          onNearEnd={handleNearEnd}
          rowCount={total}
          sort={view.sort}
          onSortChange={view.setSort}
          lookups={lookups}
          users={users}
          software={software}
          onDeleteRequest={handleDeleteRequest}
          onOpenSheet={handleOpenSheet}
          shownColumns={view.shownColumns}
          selection={selection}
          onPastePlan={paste.setPlan}
        />
      )}

      <PastePreviewDialog plan={paste.plan} pending={paste.pending} onConfirm={paste.handleConfirm} onClose={paste.close} />
      <DeleteClientDialog client={toDelete} onClose={() => setToDelete(null)} onFocusReturn={() => gridRef.current?.focusActiveCell()} />
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

/** The search, the filters and the columns menu. */
function ClientsFilterBar({ view, users }: { view: ClientsView; users: readonly UserOption[] }) {
  return (
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
  );
}

/** The page's heading and its counter: the clients the filters show (loaded or not), and among how many when filtered. */
function ClientsHeading({ shown, total }: { shown: number | null; total: number | null }) {
  return (
    <div>
      <PageHeading />
      <p className="text-sm text-muted-foreground" data-testid="clients-counter">
        {shown !== null ? `${numberFormat.format(shown)} client(s) au total` : '\u00a0'}
        {shown !== null && total !== null ? ` (filtrés parmi ${numberFormat.format(total)})` : null}
      </p>
    </div>
  );
}
