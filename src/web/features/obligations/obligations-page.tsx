import { getRouteApi } from '@tanstack/react-router';
import { CheckCheck } from 'lucide-react';
import { useCallback } from 'react';

import { parisToday } from '../../../shared/dates.ts';
import { OBLIGATION_BULK_MAX } from '../../../shared/obligations/api.ts';
import { ListQueryState } from '../../entities/client/list/list-query-state.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { useListSearchUpdate } from '../../entities/client/list/use-list-search-update.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { SelectionBar } from '../../components/selection/selection-bar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDebouncedUrlText } from '../../lib/use-debounced-url-text.ts';
import { obligationListParams } from '../../entities/obligation/obligations-query.ts';
import { fetchAllObligations, useObligationCounters } from './api/get-obligations.ts';
import { CounterTiles } from './components/counter-tiles.tsx';
import { ObligationsEmpty } from './components/obligations-empty.tsx';
import { ObligationsFilters } from './components/obligations-filters.tsx';
import { ObligationsTable } from './components/obligations-table.tsx';
import { PeriodPicker } from './components/period-picker.tsx';
import { kindsOf, statusesOf, type ObligationsSearch } from './obligations-search.ts';
import { obligationFiltersOf, useMarkDone, useObligationsList } from './hooks/use-obligations-list.ts';
import { useStatusSaves } from './hooks/use-status-saves.ts';
import { buildEcheancesCsv, ECHEANCES_EXPORT_NAME } from './lib/export-rows.ts';
import { monthOfDay, resolvePeriod } from './lib/period.ts';
import { pressedTile, tileSearch } from './lib/tiles.ts';

const routeApi = getRouteApi('/app/echeances');
/** « Effacer les filtres »: the period stays. */
const NO_FILTERS: Partial<ObligationsSearch> = { type: undefined, statut: undefined, retard: undefined, recherche: undefined, mes: undefined, collaborateur: undefined };
const numberFormat = new Intl.NumberFormat('fr-FR');

/** Échéances: every client's tax and social deadlines, by due date, tracked like the Suivi. */
export function ObligationsPage() {
  const search = routeApi.useSearch();
  const setFilters = useListSearchUpdate<ObligationsSearch>(routeApi.useNavigate());
  const today = parisToday();
  const period = resolvePeriod(search, today);
  const portfolio = { mine: search.mes === 1, collaborator: search.collaborateur };
  const writeSearch = useCallback((text: string) => setFilters({ recherche: text.trim() || undefined }, true), [setFilters]);
  const [text, setText] = useDebouncedUrlText(search.recherche ?? '', writeSearch);
  const filters = obligationFiltersOf(search, period, portfolio);
  const { query, loaded, rows, total, handleNearEnd, selection } = useObligationsList(filters, search);
  const counters = useObligationCounters(portfolio);
  const markDone = useMarkDone(selection);
  const saves = useStatusSaves(rows);
  const filtered = Boolean(search.type || search.statut || search.retard || search.recherche || search.mes || search.collaborateur);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <PageHeading />
          <p className="text-sm text-muted-foreground">Les déclarations fiscales et sociales des clients actifs, calculées depuis leur profil fiscal</p>
        </div>
        {/* The table holds the pages scrolled so far: the file asks for every row the filters show. */}
        <ExportCsvButton
          name={ECHEANCES_EXPORT_NAME}
          disabled={!loaded}
          onBuild={async () => buildEcheancesCsv(await fetchAllObligations(obligationListParams(filters)))}
        />
      </div>
      <CounterTiles counters={counters.data} pressed={pressedTile(search, today)} onSelect={(tile) => setFilters(tileSearch(tile, today), false)} />
      <PeriodPicker
        period={period}
        currentMonth={monthOfDay(today)}
        onMonth={(mois) => setFilters({ mois, du: undefined, au: undefined }, false)}
        onRange={(du, au) => setFilters({ du, au, mois: undefined }, true)}
      />
      <ObligationsFilters
        search={text}
        onSearchChange={setText}
        portfolio={search}
        onPortfolioChange={(changes) => setFilters(changes, false)}
        kinds={kindsOf(search)}
        onKindsChange={(kinds) => setFilters({ type: kinds.join(',') || undefined }, false)}
        statuses={statusesOf(search)}
        onStatusesChange={(statuses) => setFilters({ statut: statuses.join(',') || undefined }, false)}
        overdue={search.retard === 1}
        onOverdueToggle={() => setFilters({ retard: search.retard ? undefined : 1 }, false)}
        summary={loaded ? `${numberFormat.format(total)} ${total > 1 ? 'échéances' : 'échéance'}` : ''}
      />
      <SelectionBar selection={selection} pending={markDone.pending} max={OBLIGATION_BULK_MAX}>
        <Button size="sm" onClick={markDone.handleMarkDone}>
          <CheckCheck aria-hidden="true" />
          Marquer comme fait
        </Button>
      </SelectionBar>
      <ListQueryState query={query} loadingText="Chargement des échéances…">
        <ObligationsTable
          rows={rows}
          onNearEnd={handleNearEnd}
          today={today}
          selection={selection}
          pending={saves.pending}
          saved={saves.saved}
          failed={saves.failed}
          onStatusChange={saves.handleStatusChange}
          empty={<ObligationsEmpty filtered={filtered} onClearFilters={() => setFilters(NO_FILTERS, false)} />}
        />
      </ListQueryState>
    </div>
  );
}
