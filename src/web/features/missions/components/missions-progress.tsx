import { lazy, Suspense, useState } from 'react';
import { ChevronRight } from 'lucide-react';

import { formatDateFr } from '../../../../shared/dates.ts';
import type { Progress } from '../../../../shared/missions/api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { QueryWaiting } from '../../../components/ui/query-waiting.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMissionTemplates } from '../../../entities/mission/mission-templates-query.ts';
import { cn } from '../../../lib/cn.ts';
import { useProgress, type ProgressScope } from '../api/get-progress.ts';
import { progressSeries } from '../lib/progress-series.ts';
import { ProgressCollaborators } from './progress-collaborators.tsx';
import { ProgressTable } from './progress-table.tsx';

// The chart library comes with the chart, once « Avancement » is opened.
const ProgressChart = lazy(() => import('./progress-chart.tsx').then((module) => ({ default: module.ProgressChart })));

const numberFormat = new Intl.NumberFormat('fr-FR');
const missionsText = (count: number) => `${numberFormat.format(count)} mission${count > 1 ? 's' : ''}`;

/**
 * « Avancement », folded until opened (its request and its chart wait till then): for the chosen
 * template and exercise, the share of missions past each stage week by week since the campaign
 * opened, last year's campaign dashed, a table of the same figures, and the counts per collaborator.
 */
export function MissionsProgress({ templateId, year }: ProgressScope) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="missions-progress-title" className="rounded-lg border border-border bg-surface">
      <h2 id="missions-progress-title" className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="missions-progress-body"
          className="flex w-full cursor-pointer items-center gap-2 rounded-lg px-4 py-3 text-left hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          onClick={() => setOpen(!open)}
        >
          <ChevronRight aria-hidden="true" className={cn('size-4 transition-transform', open ? 'rotate-90' : undefined)} />
          Avancement
        </button>
      </h2>
      <div id="missions-progress-body" hidden={!open} className="grid gap-4 px-4 pb-4">
        {open ? <ProgressBody templateId={templateId} year={year} /> : null}
      </div>
    </section>
  );
}

function ProgressBody({ templateId, year }: ProgressScope) {
  const progress = useProgress({ templateId, year });
  const template = useMissionTemplates().data?.find((candidate) => candidate.id === templateId);
  if (!progress.isSuccess) return <QueryWaiting query={progress} loading="Chargement de l’avancement…" />;
  if (progress.data.current.missionCount === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Aucune mission de ce modèle pour les exercices clos en {year} : ouvrez une campagne pour suivre son avancement.
      </p>
    );
  }
  const stageNames = template?.stages.map((stage) => stage.name) ?? progress.data.current.weeks[0]?.shares.map((_, index) => `Étape ${index + 1}`) ?? [];
  return <ProgressFigures progress={progress.data} stageNames={stageNames} year={year} />;
}

function ProgressFigures({ progress, stageNames, year }: { progress: Progress; stageNames: string[]; year: number }) {
  const [tableShown, setTableShown] = useState(false);
  const points = progressSeries(progress);
  const opened = progress.current.weeks[0]?.weekStart ?? null;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          Exercices clos en {year} : {missionsText(progress.current.missionCount)}
          {opened ? `, campagne ouverte la semaine du ${formatDateFr(opened)}` : ''}.{' '}
          {progress.previous
            ? `L’an dernier : ${missionsText(progress.previous.missionCount)}, en pointillés à la même semaine de campagne.`
            : 'Pas de campagne l’an dernier à comparer.'}
        </p>
        <Button variant="secondary" size="sm" onClick={() => setTableShown(!tableShown)}>
          {tableShown ? 'Voir le graphique' : 'Voir le tableau'}
        </Button>
      </div>
      {tableShown ? null : (
        <Suspense
          fallback={
            <p role="status" className="flex h-72 items-center justify-center gap-2 text-sm text-muted-foreground">
              <Spinner /> Chargement du graphique…
            </p>
          }
        >
          <ProgressChart points={points} stageNames={stageNames} />
        </Suspense>
      )}
      <ProgressTable points={points} stageNames={stageNames} visible={tableShown} />
      <h3 className="text-sm font-semibold">Par collaborateur</h3>
      <ProgressCollaborators rows={progress.collaborators} />
    </>
  );
}
