import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';

import { parisToday, parisYear } from '../../../shared/dates.ts';
import type { MissionRow } from '../../../shared/missions/api.ts';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ListQueryState } from '../../entities/client/list/list-query-state.tsx';
import { formatCount } from '../../entities/client/list/lib/format-count.ts';
import { useListSearchUpdate } from '../../entities/client/list/use-list-search-update.ts';
import { useMissionTemplates } from '../../entities/mission/mission-templates-query.ts';
import { chosenTemplate, fetchAllMissions, missionBoardQueryOptions, tableSortOf } from './api/get-missions.ts';
import { useMoveMission } from './api/move-mission.ts';
import { CampaignDialog } from './components/campaign-dialog.tsx';
import { MissionSheet } from './components/mission-sheet.tsx';
import { MissionsProgress } from './components/missions-progress.tsx';
import { MissionBoard } from './components/mission-board.tsx';
import { NoMatch, NoMissions, NoTemplates } from './components/missions-empty.tsx';
import { MissionsBulkActions } from './components/missions-bulk-actions.tsx';
import { MissionsFilters } from './components/missions-filters.tsx';
import { MissionsToolbar } from './components/missions-toolbar.tsx';
import { ProductionTable } from './components/production-table.tsx';
import { useMissionFilters } from './hooks/use-mission-filters.ts';
import { useMissionTable } from './hooks/use-mission-table.ts';
import { buildProductionCsv, productionExportName } from './lib/export-rows.ts';
import type { MoveTarget } from './lib/move-target.ts';
import { DEFAULT_TABLE_SORT, nextTableSort } from './lib/table-sort.ts';
import type { MissionsSearch } from './missions-search.ts';

const routeApi = getRouteApi('/app/production');
/** « Effacer les filtres »: the template, exercise and view stay. */
const NO_FILTERS: Partial<MissionsSearch> = { collaborateur: undefined, mes: undefined, retard: undefined, attente: undefined, recherche: undefined };

/** Production: every client's yearly work as missions, on a board (« Colonnes ») and in a table (« Tableau »). */
export function MissionsPage() {
  const search = routeApi.useSearch();
  const setSearch = useListSearchUpdate<MissionsSearch>(routeApi.useNavigate());
  const today = parisToday();
  const currentYear = parisYear();
  const templates = useMissionTemplates();
  const template = chosenTemplate(templates.data, search.modele);
  const year = search.exercice ?? currentYear;
  const view = search.vue ?? 'colonnes';
  // A link naming its template asks for the missions alongside the templates, not after them.
  const listTemplateId = templates.isPending ? search.modele : template?.id;
  const list = useMissionFilters({ templateId: listTemplateId ?? '', year, search, setSearch });
  const { params, nameOfUser } = list;
  const filtered = Boolean(search.collaborateur || search.mes || search.retard || search.attente || search.recherche);
  const sort = useMemo(() => tableSortOf({ tri: search.tri, ordre: search.ordre }), [search.tri, search.ordre]);

  const board = useQuery({ ...missionBoardQueryOptions(params), enabled: view === 'colonnes' && listTemplateId !== undefined, placeholderData: keepPreviousData });
  const table = useMissionTable({
    params,
    sort,
    enabled: view === 'tableau' && listTemplateId !== undefined,
    resetKey: JSON.stringify([params, view]),
  });
  const shown = view === 'tableau' ? { query: table.query, total: table.loaded ? table.total : undefined } : { query: board, total: board.data?.total };

  const [announcement, setAnnouncement] = useState('');
  const move = useMoveMission({ params, template, announce: setAnnouncement });
  const { mutate } = move;
  const handleMove = useCallback((row: MissionRow, target: MoveTarget) => mutate({ row, target }), [mutate]);
  const handleOpen = useCallback((id: string) => setSearch({ mission: id }, false), [setSearch]);
  const handleSort = useCallback(
    (column: string) => {
      const next = nextTableSort(sort, column);
      const isDefault = next.column === DEFAULT_TABLE_SORT.column && next.direction === DEFAULT_TABLE_SORT.direction;
      setSearch(isDefault ? { tri: undefined, ordre: undefined } : { tri: next.column, ordre: next.direction }, false);
    },
    [sort, setSearch],
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <PageHeading />
          <p className="text-sm text-muted-foreground">Les missions de l’année des clients (bilan, liasse, juridique) et leur avancement par étape</p>
        </div>
        {template ? (
          <div className="flex flex-wrap gap-2">
            <ExportCsvButton
              name={productionExportName(template, year)}
              disabled={shown.total === undefined}
              onBuild={async () => buildProductionCsv(await fetchAllMissions(params, sort), template, nameOfUser)}
            />
            <CampaignDialog
              templates={templates.data ?? []}
              templateId={template.id}
              year={year}
              onOpened={(modele, exercice) => setSearch({ modele, exercice: exercice === currentYear ? undefined : exercice }, false)}
            />
          </div>
        ) : null}
      </div>
      <ListQueryState query={templates} loadingText="Chargement des modèles de mission…">
        {template ? (
          <>
            <MissionsToolbar
              templates={templates.data ?? []}
              templateId={template.id}
              onTemplateChange={(modele) => setSearch({ modele }, false)}
              year={year}
              currentYear={currentYear}
              onYearChange={(exercice) => setSearch({ exercice: exercice === currentYear ? undefined : exercice }, false)}
              view={view}
              onViewChange={(vue) => setSearch({ vue: vue === 'colonnes' ? undefined : vue }, false)}
            />
            <MissionsProgress templateId={template.id} year={year} />
            <MissionsFilters
              users={list.users}
              search={list.text}
              onSearchChange={list.setText}
              collaborator={search.collaborateur}
              onCollaboratorChange={(collaborateur) => setSearch({ collaborateur, mes: undefined }, false)}
              mine={search.mes === 1}
              onMineToggle={() => setSearch(search.mes ? { mes: undefined } : { mes: 1, collaborateur: undefined }, false)}
              late={search.retard === 1}
              onLateToggle={() => setSearch({ retard: search.retard ? undefined : 1 }, false)}
              waiting={search.attente === 1}
              onWaitingToggle={() => setSearch({ attente: search.attente ? undefined : 1 }, false)}
              filtered={filtered}
              onClear={() => setSearch(NO_FILTERS, false)}
              summary={shown.total === undefined ? '' : formatCount(shown.total, 'mission', 'missions')}
            />
            {view === 'tableau' ? <MissionsBulkActions template={template} users={list.users} selection={table.selection} rows={table.rows} /> : null}
            <ListQueryState query={shown.query} loadingText="Chargement des missions…">
              {shown.total === 0 && !filtered ? (
                <NoMissions templateName={template.name} year={year} />
              ) : view === 'tableau' ? (
                <ProductionTable
                  template={template}
                  year={year}
                  rows={table.rows}
                  total={table.total}
                  onNearEnd={table.handleNearEnd}
                  today={today}
                  nameOfUser={nameOfUser}
                  sort={sort}
                  onSort={handleSort}
                  selection={table.selection}
                  onOpen={handleOpen}
                  empty={<NoMatch onClear={() => setSearch(NO_FILTERS, false)} />}
                />
              ) : board.data ? (
                <MissionBoard template={template} board={board.data} params={params} today={today} nameOfUser={nameOfUser} onOpen={handleOpen} onMove={handleMove} />
              ) : null}
            </ListQueryState>
          </>
        ) : (
          <NoTemplates />
        )}
      </ListQueryState>
      {search.mission ? <MissionSheet missionId={search.mission} onClose={() => setSearch({ mission: undefined }, false)} /> : null}
      {/* Moves are said to screen readers: the card has left the column the reader was in. */}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
