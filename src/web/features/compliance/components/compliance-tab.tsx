import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';

import { GAP_CODES, GAP_LABELS, type GapCode } from '../../../../shared/compliance/gaps.ts';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { FilterSelect, type FilterOption } from '../../../components/filter-select.tsx';
import { optionsOf } from '../../../components/selection/bulk-choice-dialog.tsx';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { ClientList } from '../../../entities/client/list/client-list.tsx';
import { zeroCounts } from '../../../entities/client/list/lib/client-rows.ts';
import { StatusTiles } from '../../../entities/client/list/status-tiles.tsx';
import type { ListView } from '../../../entities/client/list/client-list-state.ts';
import { useListSelection } from '../../../entities/client/list/use-list-selection.ts';
import { usePagedClientList } from '../../../entities/client/list/use-paged-client-list.ts';
import { COMPLIANCE_PATH, compliancePagesPrefix, endedComplianceQueryOptions, type ComplianceListRow } from '../api/get-compliance.ts';
import type { ComplianceListFilters } from '../compliance-search.ts';
import { buildComplianceCsv, complianceExportName } from '../lib/export-rows.ts';
import { NO_GAP, type GapFilter } from '../lib/filters.ts';
import { LETTER_STATUS_LABELS, LETTER_STATUSES, VIGILANCE_STATUS_LABELS, VIGILANCE_STATUSES, type ComplianceStatus } from '../lib/statuses.ts';
import type { ComplianceTab as Tab } from '../lib/tabs.ts';
import { ComplianceBulkActions } from './compliance-bulk-actions.tsx';
import { ComplianceTable } from './compliance-table.tsx';
import { EndedClients } from './ended-clients.tsx';

/** What the page gives a tab: its URL params (the gap filter included), their setter, the portfolio. */
export type ComplianceView = Omit<ListView<ComplianceStatus>, 'filters' | 'onFiltersChange'> & {
  filters: ComplianceListFilters;
  onFiltersChange: (changes: Partial<ComplianceListFilters>, replace: boolean) => void;
};

type ComplianceTabProps = { tab: Tab; tabLabel: string; view: ComplianceView };

// Contrôle qualité's status is the vigilance: its filter is one of the tab's, its tiles are the gaps.
type TabStatus = { statuses: readonly ComplianceStatus[]; labels: Record<string, string> };
const VIGILANCE: TabStatus = { statuses: VIGILANCE_STATUSES, labels: VIGILANCE_STATUS_LABELS };
const LETTER: TabStatus = { statuses: LETTER_STATUSES, labels: LETTER_STATUS_LABELS };
const TAB_STATUS: Record<Tab, TabStatus> = { 'lcb-ft': VIGILANCE, lettres: LETTER, controle: VIGILANCE };
const TILE_LABELS: Record<Tab, string> = { 'lcb-ft': 'Vigilance', lettres: 'Statuts des lettres', controle: 'Lacunes' };

const GAP_OPTIONS: FilterOption<GapFilter>[] = [...optionsOf(GAP_CODES, GAP_LABELS), { value: NO_GAP, label: 'Aucune lacune' }];
const NO_GAPS = zeroCounts(GAP_CODES);

/**
 * One tab of Conformité: its tiles (a level, a letter's status, or the gaps), the search,
 * portfolio and filters, the selection's bulk actions, the export, and the active clients, paged
 * on the server (decision 0009), which filters, counts and sorts them; on Contrôle qualité, the
 * ended relationships apart. Mount it with key={tab}.
 */
export function ComplianceTab({ tab, tabLabel, view }: ComplianceTabProps) {
  const quality = tab === 'controle';
  const gap = quality ? view.filters.lacune : undefined;
  const { statuses, labels } = TAB_STATUS[tab];
  const list = usePagedClientList<ComplianceListRow, ComplianceStatus>({ view, statuses, path: COMPLIANCE_PATH, prefix: compliancePagesPrefix, own: { tab, gap } });
  const selection = useListSelection(list, gap ?? '');
  const open = (clientId: string) => view.onFiltersChange({ client: clientId }, false);
  // On Contrôle qualité the server's tiles are the gaps of the portfolio's active clients of the chosen vigilance, whatever gap is chosen.
  const gapCounts = quality ? ({ ...NO_GAPS, ...list.paged.tileCounts } as Record<GapCode, number>) : undefined;
  const ended = useQuery({ ...endedComplianceQueryOptions(), enabled: quality }).data ?? [];

  return (
    <>
      {gapCounts ? (
        <StatusTiles
          label={TILE_LABELS[tab]}
          statuses={GAP_CODES}
          labels={GAP_LABELS}
          counts={gapCounts}
          selected={gap === NO_GAP ? undefined : gap}
          onToggle={(code) => view.onFiltersChange({ lacune: code === gap ? undefined : code }, false)}
        />
      ) : null}
      <ClientList
        list={list}
        loadingText="Chargement des dossiers de conformité…"
        tiles={quality ? undefined : { label: TILE_LABELS[tab], statuses, labels }}
        filters={
          <>
            {quality ? (
              <FilterSelect
                label="Filtrer par lacune"
                allLabel="Toutes les lacunes"
                options={GAP_OPTIONS}
                value={gap}
                onChange={(lacune) => view.onFiltersChange({ lacune }, false)}
                className="w-64"
              />
            ) : null}
            <FilterSelect
              label={quality ? 'Filtrer par vigilance' : 'Filtrer par statut'}
              allLabel={quality ? 'Toutes les vigilances' : 'Tous les statuts'}
              options={optionsOf(statuses, labels)}
              value={list.status}
              onChange={list.handleStatus}
              className="w-48"
            />
          </>
        }
        selectionBar={<ComplianceBulkActions selection={selection} rows={list.rows} />}
        actions={
          <div className="flex flex-wrap gap-2">
            <ExportCsvButton
              name={complianceExportName(tab)}
              disabled={list.query.data === undefined}
              onBuild={async () => buildComplianceCsv(await list.paged.fetchRows())}
            />
            {quality ? (
              <a href="/api/compliance/report.pdf" download className={buttonClassName('secondary')}>
                <FileDown aria-hidden="true" />
                Rapport PDF
              </a>
            ) : null}
          </div>
        }
      >
        <ComplianceTable tab={tab} tabLabel={tabLabel} list={list} selection={selection} onOpen={open} />
      </ClientList>
      {quality && ended.length > 0 ? <EndedClients rows={ended} onOpen={open} /> : null}
    </>
  );
}
