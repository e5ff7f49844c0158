import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useMemo } from 'react';

import { GAP_CODES, GAP_LABELS } from '../../../../shared/compliance/gaps.ts';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { FilterSelect, type FilterOption } from '../../../components/filter-select.tsx';
import { optionsOf } from '../../../components/selection/bulk-choice-dialog.tsx';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { ClientList } from '../../../entities/client/list/client-list.tsx';
import { inPortfolio } from '../../../entities/client/list/lib/portfolio.ts';
import { StatusTiles } from '../../../entities/client/list/status-tiles.tsx';
import { useClientList, type ListView } from '../../../entities/client/list/use-client-list.ts';
import { useListSelection } from '../../../entities/client/list/use-list-selection.ts';
import { complianceQueryOptions, selectRows, type ComplianceListRow } from '../api/get-compliance.ts';
import type { ComplianceListFilters } from '../compliance-search.ts';
import { buildComplianceCsv, complianceExportName } from '../lib/export-rows.ts';
import { countGaps, isActive, NO_GAP, rowFilter, type GapFilter } from '../lib/filters.ts';
import { SORT_KEYS } from '../lib/sort-keys.ts';
import {
  LETTER_STATUS_LABELS,
  LETTER_STATUSES,
  letterStatus,
  VIGILANCE_STATUS_LABELS,
  VIGILANCE_STATUSES,
  vigilanceStatus,
  type ComplianceStatus,
} from '../lib/statuses.ts';
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

// Module-level, so the list's counts and filter memos hold across renders. Contrôle qualité's
// status is the vigilance: its filter is one of the tab's, its tiles are the gaps.
type TabStatus = { statuses: readonly ComplianceStatus[]; labels: Record<string, string>; statusOf: (row: ComplianceListRow) => ComplianceStatus };
const VIGILANCE: TabStatus = { statuses: VIGILANCE_STATUSES, labels: VIGILANCE_STATUS_LABELS, statusOf: vigilanceStatus };
const LETTER: TabStatus = { statuses: LETTER_STATUSES, labels: LETTER_STATUS_LABELS, statusOf: letterStatus };
const TAB_STATUS: Record<Tab, TabStatus> = { 'lcb-ft': VIGILANCE, lettres: LETTER, controle: VIGILANCE };
const TILE_LABELS: Record<Tab, string> = { 'lcb-ft': 'Vigilance', lettres: 'Statuts des lettres', controle: 'Lacunes' };

const GAP_OPTIONS: FilterOption<GapFilter>[] = [...optionsOf(GAP_CODES, GAP_LABELS), { value: NO_GAP, label: 'Aucune lacune' }];
const NO_ROWS: readonly ComplianceListRow[] = [];

/**
 * One tab of Conformité: its tiles (a level, a letter's status, or the gaps), the search,
 * portfolio and filters, the selection's bulk actions, the export, and the active clients; on
 * Contrôle qualité, the ended relationships apart. Mount it with key={tab}.
 */
export function ComplianceTab({ tab, tabLabel, view }: ComplianceTabProps) {
  const query = useQuery({ ...complianceQueryOptions(), select: selectRows });
  const quality = tab === 'controle';
  const gap = quality ? view.filters.lacune : undefined;
  const scope = useMemo(() => rowFilter(gap), [gap]);
  const { statuses, labels, statusOf } = TAB_STATUS[tab];
  const list = useClientList({ query, view, statuses, statusOf, sortKeys: SORT_KEYS, scope });
  const selection = useListSelection(list, gap ?? '');
  const open = (clientId: string) => view.onFiltersChange({ client: clientId }, false);

  const all = query.data?.rows ?? NO_ROWS;
  const clientIds = view.portfolio.clientIds;
  const status = list.status;
  // The gap tiles count the portfolio's active clients of the chosen vigilance, whatever gap is chosen.
  const gapCounts = useMemo(() => {
    if (!quality) return undefined;
    const rows = inPortfolio(all, clientIds, (row) => row.clientId).filter((row) => isActive(row) && (status === undefined || statusOf(row) === status));
    return countGaps(rows);
  }, [quality, all, clientIds, status, statusOf]);
  const ended = useMemo(() => (quality ? all.filter((row) => !isActive(row)) : NO_ROWS), [quality, all]);

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
              value={status}
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
              disabled={query.data === undefined || view.portfolio.isPending}
              onBuild={() => buildComplianceCsv(list.rows)}
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
