import { PageHeading } from '../../components/page-heading.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { PRIORITY_DOT_CLASS } from '../../entities/task/priority-style.ts';
import { errorMessage } from '../../lib/api-error.ts';
import type { Stats } from '../../../shared/stats.ts';
import { TASK_PRIORITY_LABELS } from '../../../shared/tasks.ts';
import { useStats } from './api/get-stats.ts';
import { CollaboratorsTable } from './components/collaborators-table.tsx';
import { CompletedChart } from './components/completed-chart.tsx';
import { EInvoicingReadinessChart } from './components/e-invoicing-readiness.tsx';
import { ShareBars } from './components/share-bars.tsx';
import { StatCards } from './components/stat-cards.tsx';
import { StatsPanel } from './components/stats-panel.tsx';
import { monthlyAverage } from './lib/completed-series.ts';
import { classificationLabel } from './lib/stats-labels.ts';

// The monthly mean keeps the decimal monthlyAverage gives it (« 0,2 par mois »); formatNumber would round it to 0.
const averageFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** Statistiques: the firm's figures, all computed by the server in one request. */
export function StatsPage() {
  const stats = useStats();
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <PageHeading />
        <p className="text-sm text-muted-foreground">Vue d&apos;ensemble de l&apos;activité du cabinet</p>
      </div>
      {stats.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Chargement des statistiques…
        </p>
      ) : stats.isError && !stats.data ? (
        <Alert>
          <p>{errorMessage(stats.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" pending={stats.isFetching} onClick={() => void stats.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : stats.data ? (
        <StatsContent stats={stats.data} />
      ) : null}
    </div>
  );
}

function StatsContent({ stats }: { stats: Stats }) {
  return (
    <>
      <StatCards stats={stats} />
      <div className="grid gap-6 lg:grid-cols-2">
        <StatsPanel id="by-classification-title" title="Clients par classification">
          <ShareBars
            label="Clients par classification"
            emptyText="Aucun client pour le moment : ajoutez-en depuis la page Clients."
            rows={stats.byClassification.map((share) => ({
              key: share.classification ?? 'none',
              label: classificationLabel(share),
              count: share.count,
              percent: share.percent,
            }))}
          />
        </StatsPanel>
        <StatsPanel id="by-priority-title" title="Tâches ouvertes par priorité" description="Tâches non terminées">
          <ShareBars
            label="Tâches non terminées par priorité"
            emptyText="Aucune tâche"
            rows={stats.openByPriority.map((share) => ({
              key: share.priority,
              label: TASK_PRIORITY_LABELS[share.priority],
              count: share.count,
              percent: share.percent,
              barClassName: PRIORITY_DOT_CLASS[share.priority],
            }))}
          />
        </StatsPanel>
      </div>
      <StatsPanel
        id="completed-by-month-title"
        title="Tâches terminées par mois"
        description={`12 derniers mois · ${averageFormat.format(monthlyAverage(stats.completedByMonth))} par mois en moyenne`}
      >
        <CompletedChart series={stats.completedByMonth} />
      </StatsPanel>
      <StatsPanel
        id="e-invoicing-title"
        title="Facturation électronique par catégorie d'entreprise"
        description="Part des clients actifs prêts à recevoir et à émettre (statut « Prêt » ou « Pas concerné »)"
      >
        <EInvoicingReadinessChart rows={stats.eInvoicingByCategory} />
      </StatsPanel>
      <StatsPanel id="collaborators-title" title="Performance par collaborateur">
        <CollaboratorsTable rows={stats.collaborators} />
      </StatsPanel>
    </>
  );
}
