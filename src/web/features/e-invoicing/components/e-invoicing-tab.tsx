import type { EInvoicingRow } from '../../../../shared/e-invoicing/api.ts';
import { READINESS_STATUS_LABELS, READINESS_STATUSES, type ReadinessStatus } from '../../../../shared/e-invoicing/statuses.ts';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { ClientList } from '../../../entities/client/list/client-list.tsx';
import type { ListView } from '../../../entities/client/list/client-list-state.ts';
import { useListSelection } from '../../../entities/client/list/use-list-selection.ts';
import { usePagedClientList } from '../../../entities/client/list/use-paged-client-list.ts';
import { E_INVOICING_PATH, eInvoicingPagesPrefix } from '../api/get-e-invoicing.ts';
import type { EInvoicingListFilters } from '../e-invoicing-search.ts';
import { eInvoicingExportName, buildEInvoicingCsv } from '../lib/export-rows.ts';
import type { EInvoicingTab } from '../lib/tabs.ts';
import { EInvoicingBulkActions } from './e-invoicing-bulk-actions.tsx';
import { EInvoicingFilterSelects } from './e-invoicing-filters.tsx';
import { EInvoicingTable } from './e-invoicing-table.tsx';
import { useEInvoicingEdits } from './use-e-invoicing-edits.ts';

/** What the page gives a tab: its URL params (the category and platform filters included), their setter, the portfolio. */
export type EInvoicingView = Omit<ListView<ReadinessStatus>, 'filters' | 'onFiltersChange'> & {
  filters: EInvoicingListFilters;
  onFiltersChange: (changes: Partial<EInvoicingListFilters>, replace: boolean) => void;
};

type EInvoicingTabProps = { tab: EInvoicingTab; tabLabel: string; view: EInvoicingView };

/**
 * One tab of Facturation électronique: its status tiles, the search, portfolio, status, category
 * and platform filters, the selection's bulk actions, the export, and the clients, paged on the
 * server (decision 0009), which filters, counts and sorts them. Mount it with key={tab}: a new
 * tab starts with no pending edit.
 */
export function EInvoicingTab({ tab, tabLabel, view }: EInvoicingTabProps) {
  const { categorie, plateforme } = view.filters;
  const list = usePagedClientList<EInvoicingRow, ReadinessStatus>({
    view,
    statuses: READINESS_STATUSES,
    path: E_INVOICING_PATH,
    prefix: eInvoicingPagesPrefix,
    own: { tab, category: categorie, platform: plateforme },
  });
  const selection = useListSelection(list, JSON.stringify([categorie, plateforme]));
  const cells = useEInvoicingEdits();

  return (
    <ClientList
      list={list}
      loadingText="Chargement des clients…"
      tiles={{ label: `Statuts — ${tabLabel}`, statuses: READINESS_STATUSES, labels: READINESS_STATUS_LABELS }}
      filters={
        <EInvoicingFilterSelects
          status={list.status}
          onStatusChange={list.handleStatus}
          filters={view.filters}
          onFiltersChange={(changes) => view.onFiltersChange(changes, false)}
        />
      }
      selectionBar={<EInvoicingBulkActions tab={tab} selection={selection} rows={list.rows} />}
      actions={
        <ExportCsvButton
          name={eInvoicingExportName(tab)}
          disabled={list.query.data === undefined}
          onBuild={async () => buildEInvoicingCsv(await list.paged.fetchRows())}
        />
      }
    >
      <EInvoicingTable tab={tab} tabLabel={tabLabel} list={list} selection={selection} cells={cells} />
    </ClientList>
  );
}
