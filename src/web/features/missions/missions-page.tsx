import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';

import { parisToday, parisYear } from '../../../shared/dates.ts';
import type { MissionRow } from '../../../shared/missions/api.ts';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useRowSelection } from '../../components/selection/use-row-selection.ts';
import { ListQueryState } from '../../entities/client/list/list-query-state.tsx';
import { formatCount } from '../../entities/client/list/lib/format-count.ts';
import { useListSearchUpdate } from '../../entities/client/list/use-list-search-update.ts';
import { useMissionTemplates } from '../../entities/mission/mission-templates-query.ts';
import { chosenTemplate, missionListQueryOptions } from './api/get-missions.ts';
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
import { useMissionRows } from './hooks/use-mission-rows.ts';
import { buildProductionCsv, productionExportName } from './lib/export-rows.ts';
import type { MoveTarget } from './lib/move-target.ts';
import { stageIdsOf } from './lib/mission-dates.ts';
import { DEFAULT_TABLE_SORT, nextTableSort, sortMissions } from './lib/table-sort.ts';
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
  const stageIds = useMemo(() => stageIdsOf(template), [template]);
  const list = useMissionRows({ templateId: templates.isPending ? search.modele : template?.id, year, stageIds, search, today, setSearch });
  const filtered = Boolean(search.collaborateur || search.mes || search.retard || search.attente || search.recherche);

  const [announcement, setAnnouncement] = useState('');
  const move = useMoveMission({
    listKey: missionListQueryOptions({ templateId: template?.id ?? '', year }).queryKey,
    template,
    announce: setAnnouncement,
  });
  const { mutate } = move;
  const handleMove = useCallback((row: MissionRow, target: MoveTarget) => mutate({ row, target }), [mutate]);
  const handleOpen = useCallback((id: string) => setSearch({ mission: id }, false), [setSearch]);
  const handleSort = useCallback(
    (column: string) => {
      const next = nextTableSort({ column: search.tri ?? DEFAULT_TABLE_SORT.column, direction: search.ordre ?? 'asc' }, column);
      const isDefault = next.column === DEFAULT_TABLE_SORT.column && next.direction === DEFAULT_TABLE_SORT.direction;
      setSearch(isDefault ? { tri: undefined, ordre: undefined } : { tri: next.column, ordre: next.direction }, false);
    },
    [search.tri, search.ordre, setSearch],
  );

  const sort = useMemo(() => ({ column: search.tri ?? DEFAULT_TABLE_SORT.column, direction: search.ordre ?? 'asc' }) as const, [search.tri, search.ordre]);
  const { rows, nameOfUser } = list;
  const tableRows = useMemo(() => (view === 'tableau' ? sortMissions(rows, sort, nameOfUser, stageIds) : rows), [view, rows, sort, nameOfUser, stageIds]);
  const ids = useMemo(() => tableRows.map((row) => row.id), [tableRows]);
  const selection = useRowSelection({
    ids,
    resetKey: JSON.stringify([template?.id, year, view, search.collaborateur, search.mes, search.retard, search.attente, search.recherche]),
  });

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
              disabled={list.query.data === undefined}
              onBuild={() => buildProductionCsv(tableRows, template, nameOfUser)}
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
              summary={list.query.data ? formatCount(rows.length, 'mission', 'missions') : ''}
            />
            {view === 'tableau' ? <MissionsBulkActions template={template} users={list.users} selection={selection} rows={tableRows} /> : null}
            <ListQueryState query={list.query} loadingText="Chargement des missions…">
              {list.all.length === 0 ? (
                <NoMissions templateName={template.name} year={year} />
              ) : view === 'tableau' ? (
                <ProductionTable
                  template={template}
                  year={year}
                  rows={tableRows}
                  today={today}
                  nameOfUser={nameOfUser}
                  sort={sort}
                  onSort={handleSort}
                  selection={selection}
                  onOpen={handleOpen}
                  empty={<NoMatch onClear={() => setSearch(NO_FILTERS, false)} />}
                />
              ) : (
                <MissionBoard template={template} rows={rows} today={today} nameOfUser={nameOfUser} onOpen={handleOpen} onMove={handleMove} />
              )}
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
